import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Text } from '@mantine/core';
import type { PortalDocument } from '@portal/shared-api-contract';
import { type Column, DateText, Money, StatusBadge } from '@portal/shared-ui';
import { documentStatuses, documentTypes } from '../common/labels';

/**
 * The document list's columns: number, type, date, due date (overdue in bold red), amount, status, project.
 * Without the right to see prices there is no Amount column at all (not an empty one); a delivery note
 * has neither an amount nor a paid/open status, so its cells stay empty.
 */
export function documentColumns(i18n: I18n, showPrices: boolean): Column<PortalDocument>[] {
  const priced = (d: PortalDocument) => d.type !== 'delivery_note';
  const columns: Column<PortalDocument>[] = [
    { key: 'number', header: i18n._(msg`Number`), primary: true, cell: (d) => <Text fw={600} span inherit style={{ whiteSpace: 'nowrap' }}>{d.number}</Text> },
    { key: 'type', priority: 2, header: i18n._(msg`Type`), cell: (d) => i18n._(documentTypes[d.type]) },
    { key: 'date', header: i18n._(msg`Date`), cell: (d) => <DateText value={d.date} /> },
    {
      key: 'due',
      header: i18n._(msg`Due date`),
      cell: (d) => (d.dueDate ? <Text span inherit fw={d.status === 'overdue' ? 700 : undefined} c={d.status === 'overdue' ? 'red.9' : undefined}><DateText value={d.dueDate} /></Text> : '—'),
    },
  ];
  if (showPrices) columns.push({ key: 'amount', header: i18n._(msg`Amount`), align: 'right', cell: (d) => (priced(d) ? <Money amount={d.amount} currency={d.currency} /> : null) });
  columns.push(
    {
      key: 'status',
      header: i18n._(msg`Status`),
      cell: (d) => (priced(d) && d.status ? <StatusBadge tone={documentStatuses[d.status].tone}>{i18n._(documentStatuses[d.status].label)}</StatusBadge> : null),
    },
    { key: 'project', priority: 3, header: i18n._(msg`Project`), cell: (d) => d.projectName ?? '—' },
  );
  return columns;
}
