import { useLingui } from '@lingui/react/macro';
import { Box, Progress, Stack, Text } from '@mantine/core';
import { budgetUsage, type BudgetLevel } from '@portal/company-util';
import type { ProjectBudget } from '@portal/shared-api-contract';
import { Money } from '@portal/shared-ui';
import { formatMoney, resolveLocale } from '@portal/shared-util-i18n';
import type { ReactNode } from 'react';

/** Props of BudgetBar: a project's budget against its spend, and the bar's accessible name. */
export interface BudgetBarProps {
  budget: ProjectBudget;
  /** Names the bar for screen readers, e.g. "Budget of Harbour bridge" (a list has many). */
  label: string;
}

// Spent solid, committed a lighter shade and striped: the two parts differ in more than hue. The
// words under the bar carry the meaning; the colours repeat it.
const segmentColours: Record<Exclude<BudgetLevel, 'none'>, { spent: string; committed: string }> = {
  ok: { spent: 'brand.8', committed: 'brand.4' },
  warning: { spent: 'yellow.9', committed: 'yellow.6' },
  over: { spent: 'red.9', committed: 'red.6' },
};
// Text colours at AA on white: amber text is never readable, so the warning's words are dark amber
// (#7a4100, 7.3:1, as the warning StatusBadge); red 9 is 5.5:1.
const textColours: Record<BudgetLevel, string | undefined> = { none: undefined, ok: undefined, warning: '#7a4100', over: 'red.9' };

/**
 * A project's budget: a bar of spent and committed that turns amber from 80 % and red past 100 %,
 * a sentence saying the same in words ("86 % of budget used", "Over budget by €1,200.00"), and the
 * amounts Budget, Spent, Committed and Remaining in the user's locale. Without a budget: no bar, the spend only.
 */
export function BudgetBar({ budget, label }: BudgetBarProps) {
  const { t, i18n } = useLingui();
  const usage = budgetUsage(budget);
  const { currency } = budget;
  const percent = usage.usedPercent;
  // Named placeholders, so translators see what goes where: "Over budget by {amount}".
  const amount = usage.overBy === null ? '' : formatMoney(Number(usage.overBy), currency, resolveLocale(i18n.locale));
  const summary = usage.level === 'none' ? t`No budget set` : usage.overBy !== null ? t`Over budget by ${amount}` : t`${percent} % of budget used`;
  const colours = usage.level === 'none' ? null : segmentColours[usage.level];

  return (
    <Stack gap={6} miw={180} data-level={usage.level}>
      {colours && (
        // One progressbar for the whole budget (Mantine would make each section one): its name says
        // whose budget, its value text the same words as shown.
        <Progress.Root size="lg" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100}
          aria-valuenow={Math.min(percent ?? 0, 100)} aria-valuetext={summary}>
          <Progress.Section value={usage.segments.spent} color={colours.spent} withAria={false} />
          <Progress.Section value={usage.segments.committed} color={colours.committed} striped withAria={false} />
        </Progress.Root>
      )}
      <Text size="sm" fw={600} c={textColours[usage.level]}>{summary}</Text>
      <Box component="dl" m={0} style={{ display: 'flex', flexWrap: 'wrap', columnGap: 'var(--mantine-spacing-md)', rowGap: 4 }}>
        {/* The budget itself: the percentages and the remainder read against it. */}
        {budget.budget !== null && <Amount term={t`Budget`}><Money amount={budget.budget} currency={currency} /></Amount>}
        <Amount swatch={colours?.spent} term={t`Spent`}><Money amount={budget.spent} currency={currency} /></Amount>
        <Amount swatch={colours?.committed} term={t`Committed`}><Money amount={budget.committed} currency={currency} /></Amount>
        {budget.remaining !== null && (
          <Amount term={t`Remaining`} colour={usage.level === 'over' ? 'red.9' : undefined}>
            <Money amount={budget.remaining} currency={currency} />
          </Amount>
        )}
      </Box>
    </Stack>
  );
}

/** One term of the amounts, with a key to its segment of the bar. */
function Amount({ term, swatch, colour, children }: { term: string; swatch?: string | undefined; colour?: string | undefined; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {swatch && <Box component="span" aria-hidden="true" display="inline-block" w={8} h={8} mr={4} bg={swatch} style={{ borderRadius: 2 }} />}
        {term}
      </Text>
      <Text component="dd" size="sm" fw={500} m={0} c={colour}>{children}</Text>
    </div>
  );
}
