import { useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import { DateText, StatusBadge } from '@portal/shared-ui';
import { inspectionState } from './inspection';

/** Props of InspectionDue: the due date (none: a dash) and today. */
export interface InspectionDueProps {
  due: string | null;
  today: string;
}

/** The inspection due date, with `Overdue` or `Due soon` in words next to it (not colour alone). */
export function InspectionDue({ due, today }: InspectionDueProps) {
  const { t } = useLingui();
  if (!due) return <>—</>;
  const state = inspectionState(due, today);
  return (
    <Group gap={6} wrap="wrap">
      <DateText value={due} />
      {state === 'overdue' && <StatusBadge tone="danger">{t`Overdue`}</StatusBadge>}
      {state === 'soon' && <StatusBadge tone="warning">{t`Due soon`}</StatusBadge>}
    </Group>
  );
}
