import { useLingui } from '@lingui/react/macro';
import { Box, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { budgetUsage, type BudgetUsage } from '@portal/company-util';
import type { PoBudget } from '@portal/shared-api-contract';
import { Money } from '@portal/shared-ui';
import { formatMoney, resolveLocale } from '@portal/shared-util-i18n';

/** Props of PoBudgetList: a project's POs and the currency of their amounts. */
export interface PoBudgetListProps {
  items: PoBudget[];
  currency: string;
}

const colours = { none: 'gray.6', ok: 'brand.8', warning: 'yellow.9', over: 'red.9' } as const;
// Text at AA on white, as BudgetBar: dark amber for the warning, red 9 when over.
const textColours = { none: undefined, ok: undefined, warning: '#7a4100', over: 'red.9' } as const;

/**
 * Per PO: `Invoiced`, `Committed` and `Projected` against its budget, a bar of the projected share,
 * and in words whether it is close to (from 80 %) or over (past 100 %) the budget. Without amounts
 * (prices hidden) only the PO references.
 */
export function PoBudgetList({ items, currency }: PoBudgetListProps) {
  const { t } = useLingui();
  if (!items.length) return <Text size="sm">{t`No purchase orders for this project yet.`}</Text>;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Budgets per PO`}>
      {items.map((item) => (
        <Paper component="li" key={item.poReference} withBorder p="sm">
          <Title order={3} size="h5">{item.poReference}</Title>
          {item.projected !== null && <PoFigures item={item} currency={currency} />}
        </Paper>
      ))}
    </Stack>
  );
}

function PoFigures({ item, currency }: { item: PoBudget; currency: string }) {
  const { t, i18n } = useLingui();
  const usage: BudgetUsage = budgetUsage({ budget: item.budget, spent: item.invoiced ?? '0', committed: item.committed ?? '0' });
  const percent = usage.usedPercent;
  const over = usage.overBy === null ? '' : formatMoney(Number(usage.overBy), currency, resolveLocale(i18n.locale));
  const summary = usage.level === 'none' ? t`No budget for this PO`
    : usage.level === 'over' ? t`Warning: over the PO budget by ${over}`
    : usage.level === 'warning' ? t`Warning: ${percent} % of the PO budget projected`
    : t`${percent} % of the PO budget projected`;
  const po = item.poReference;
  return (
    <Stack gap={6} mt={6} data-level={usage.level}>
      {usage.level !== 'none' && (
        // One progressbar named after the PO, its value text the same words as shown (as BudgetBar).
        <Progress.Root size="lg" role="progressbar" aria-label={t`Budget of ${po}`} aria-valuemin={0} aria-valuemax={100}
          aria-valuenow={Math.min(percent ?? 0, 100)} aria-valuetext={summary}>
          <Progress.Section value={usage.segments.spent} color={colours[usage.level]} withAria={false} />
          <Progress.Section value={usage.segments.committed} color={colours[usage.level]} striped withAria={false} />
        </Progress.Root>
      )}
      <Text size="sm" fw={600} c={textColours[usage.level]}>{summary}</Text>
      <Box component="dl" m={0} style={{ display: 'flex', flexWrap: 'wrap', columnGap: 'var(--mantine-spacing-md)', rowGap: 4 }}>
        {item.budget !== null && <Term term={t`Budget`}><Money amount={item.budget} currency={currency} /></Term>}
        <Term term={t`Invoiced`}><Money amount={item.invoiced} currency={currency} /></Term>
        <Term term={t`Committed`}><Money amount={item.committed} currency={currency} /></Term>
        <Term term={t`Projected`}><Money amount={item.projected} currency={currency} /></Term>
      </Box>
    </Stack>
  );
}

function Term({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">{term}</Text>
      <Text component="dd" size="sm" fw={500} m={0}>{children}</Text>
    </div>
  );
}
