import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Text } from '@mantine/core';
import type { Asset } from '@portal/shared-api-contract';
import type { ReactNode } from 'react';
import { categoryName } from '../common/category-name';
import { InspectionDue } from '../common/InspectionDue';
import { ownershipLabel } from '../common/labels';

/** Props of AssetFacts: the asset as last read and today in the user's time zone. */
export interface AssetFactsProps {
  asset: Asset;
  today: string;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">{label}</Text>
      {/* Long serials and addresses wrap at 360 px. */}
      <Text component="div" style={{ overflowWrap: 'anywhere' }}>{children}</Text>
    </div>
  );
}

/** What is known of the asset, in a grid that is one column on a phone. */
export function AssetFacts({ asset: a, today }: AssetFactsProps) {
  const { t, i18n } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
      <Fact label={t`Serial number`}>{a.serial}</Fact>
      <Fact label={t`Category`}>{a.categoryNames ? categoryName(a.categoryNames, i18n.locale) : '—'}</Fact>
      <Fact label={t`Owned or rented`}>{i18n._(ownershipLabel(a.owned))}</Fact>
      <Fact label={t`Project`}>{a.projectName ?? '—'}</Fact>
      <Fact label={t`Location`}>{a.locationLabel ?? '—'}</Fact>
      <Fact label={t`Coordinates`}>{a.lat !== null && a.lng !== null ? `${a.lat}, ${a.lng}` : '—'}</Fact>
      <Fact label={t`Inspection due`}><InspectionDue due={a.inspectionDueDate} today={today} /></Fact>
    </SimpleGrid>
  );
}
