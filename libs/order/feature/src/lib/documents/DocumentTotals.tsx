import { useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import type { DocumentStatusFilter, DocumentTotals as Totals } from '@portal/shared-api-contract';
import { TotalCard } from './TotalCard';

/** Props of DocumentTotals: the totals of the filter (with their amounts) and the status it sets. */
export interface DocumentTotalsProps {
  totals: Totals;
  status: DocumentStatusFilter | undefined;
  /** Sets the list's status filter; undefined clears it. */
  onStatus: (status: DocumentStatusFilter | undefined) => void;
}

/**
 * Open, overdue and outstanding (both) above the list, each a toggle of the status filter. The API
 * counts them with the status aside, so the figures stay put while a card is pressed. Shown only
 * with prices: counts without their amounts say little and look broken.
 */
export function DocumentTotals({ totals, status, onStatus }: DocumentTotalsProps) {
  const { t } = useLingui();
  const { openAmount, overdueAmount, outstandingAmount } = totals;
  if (openAmount === null || overdueAmount === null || outstandingAmount === null) return null;
  const card = (value: DocumentStatusFilter, title: string, amount: string, alarm?: boolean) => (
    <TotalCard title={title} amount={amount} currency={totals.currency} alarm={alarm}
      pressed={status === value} onToggle={() => onStatus(status === value ? undefined : value)} />
  );
  return (
    <Group gap="md" grow preventGrowOverflow={false} wrap="wrap" role="group" aria-label={t`Totals for this filter`}>
      {card('open', t`Open (${totals.openCount})`, openAmount)}
      {card('overdue', t`Overdue (${totals.overdueCount})`, overdueAmount, totals.overdueCount > 0)}
      {card('outstanding', t`Total outstanding`, outstandingAmount)}
    </Group>
  );
}
