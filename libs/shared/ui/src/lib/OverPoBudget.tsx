import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { OverPoBudget as OverPoBudgetFinding } from '@portal/shared-api-contract';
import { formatMoney, resolveLocale } from '@portal/shared-util-i18n';

/** Props of OverPoBudget: the API's finding (the amount null when prices are hidden) and the currency. */
export interface OverPoBudgetProps {
  over: OverPoBudgetFinding;
  currency: string;
}

/**
 * That an order or extension takes its project over the budget of a PO, by how much when prices
 * show (issue 35): one sentence for the order's review step and the extension form alike.
 */
export function OverPoBudget({ over, currency }: OverPoBudgetProps) {
  const { t, i18n } = useLingui();
  const project = over.projectName;
  if (over.by === null) return <Text size="sm" fw={600}>{t`This takes project ${project} over its PO budget.`}</Text>;
  const amount = formatMoney(Number(over.by), currency, resolveLocale(i18n.locale));
  return <Text size="sm" fw={600}>{t`This takes project ${project} over its PO budget by ${amount}`}</Text>;
}
