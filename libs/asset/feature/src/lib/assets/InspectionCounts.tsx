import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { AssetPage } from '@portal/shared-api-contract';

/** Props of InspectionCounts: the counts of ALL matching assets (not only the page shown). */
export interface InspectionCountsProps {
  inspections: AssetPage['inspections'];
}

/**
 * `N overdue · M due within 30 days`, above the list. Large bold text in shade 9 (red 9 is 5.3:1
 * on white, orange 9 4.3:1, above the 3:1 large text needs); the words carry the meaning.
 */
export function InspectionCounts({ inspections: { overdue, dueSoon } }: InspectionCountsProps) {
  return (
    <Text fz="xl" fw={700}>
      <Text span inherit c="red.9">
        <Trans>{overdue} overdue</Trans>
      </Text>
      {' · '}
      <Text span inherit c="orange.9">
        <Trans>{dueSoon} due within 30 days</Trans>
      </Text>
    </Text>
  );
}
