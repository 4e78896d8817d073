import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BudgetBar } from '@portal/company-ui';
import type { Project } from '@portal/shared-api-contract';
import { DateText, type Column } from '@portal/shared-ui';
import { Button, Stack } from '@mantine/core';

const noBreak = { whiteSpace: 'nowrap' } as const;

/** From start to end; an open side shows as "…" (a project may have begun without a planned end). */
function Period({ project: { startDate, endDate } }: { project: Project }) {
  if (!startDate && !endDate) return '—';
  return (
    // Each date stays whole; on a narrow card the end date moves to the next line.
    <span>
      <span style={noBreak}>{startDate ? <DateText value={startDate} /> : '…'} –</span> <span style={noBreak}>{endDate ? <DateText value={endDate} /> : '…'}</span>
    </span>
  );
}

/**
 * The projects list's columns: number, name, address, PO number, period and, for users who see
 * prices, the budget with Spent, Committed and Remaining, and the button to its budgets per PO. Without prices there is no budget column
 * at all (the API sends no amounts then either).
 */
export function projectColumns(i18n: I18n, withBudget: boolean, onPoBudgets?: (project: Project) => void): Column<Project>[] {
  const columns: Column<Project>[] = [
    { key: 'code', priority: 3, header: i18n._(msg`Number`), cell: (p) => p.code },
    { key: 'name', header: i18n._(msg`Name`), primary: true, cell: (p) => p.name },
    { key: 'address', priority: 2, header: i18n._(msg`Address`), cell: (p) => p.addressLabel ?? '—' },
    { key: 'poNumber', priority: 3, header: i18n._(msg`PO number`), cell: (p) => p.poNumber ?? '—' },
    { key: 'period', header: i18n._(msg`Period`), cell: (p) => <Period project={p} /> },
  ];
  if (withBudget)
    columns.push({
      key: 'budget', header: i18n._(msg`Budget`),
      // The budgets per PO (issue 35) open from here: a column of their own would push the
      // project number and PO number off a 1280 px table.
      cell: (p) => {
        const name = p.name;
        return (
          <Stack gap="xs" align="flex-start">
            {p.budget && <BudgetBar budget={p.budget} label={i18n._(msg`Budget of ${p.name}`)} />}
            {onPoBudgets && <Button size="xs" variant="default" onClick={() => onPoBudgets(p)} aria-label={i18n._(msg`PO budgets of ${name}`)}>{i18n._(msg`PO budgets`)}</Button>}
          </Stack>
        );
      },
    });
  return columns;
}
