import { useLingui } from '@lingui/react/macro';
import { Group, Paper, Text } from '@mantine/core';
import type { DocumentTotals as Totals } from '@portal/shared-api-contract';
import { Money } from '@portal/shared-ui';

/** Props of DocumentTotals: what is open and overdue for the current filter. */
export interface DocumentTotalsProps {
  totals: Totals;
}

/** The open and overdue totals above the list; amounts only when prices may be seen. */
export function DocumentTotals({ totals }: DocumentTotalsProps) {
  const { t } = useLingui();
  return (
    <Group gap="md" grow preventGrowOverflow={false} wrap="wrap" role="group" aria-label={t`Totals for this filter`}>
      <Paper withBorder p="sm" miw={150}>
        <Text size="sm" c="dimmed">{t`Open (${totals.openCount})`}</Text>
        {totals.openAmount !== null && <Text fw={600}><Money amount={totals.openAmount} currency={totals.currency} /></Text>}
      </Paper>
      <Paper withBorder p="sm" miw={150} style={totals.overdueCount ? { borderColor: 'var(--mantine-color-red-8)' } : undefined}>
        <Text size="sm" c={totals.overdueCount ? 'red.9' : 'dimmed'} fw={totals.overdueCount ? 600 : undefined}>{t`Overdue (${totals.overdueCount})`}</Text>
        {totals.overdueAmount !== null && <Text fw={600}><Money amount={totals.overdueAmount} currency={totals.currency} /></Text>}
      </Paper>
    </Group>
  );
}
