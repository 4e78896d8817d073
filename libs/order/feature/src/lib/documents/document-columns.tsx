import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Text } from '@mantine/core';
import type { PortalDocument } from '@portal/shared-api-contract';
import { type Column, DateText, Money, StatusBadge } from '@portal/shared-ui';
import { documentStatuses, documentTypes } from '../common/labels';

/** The document list's columns: number, type, date, due date (overdue in bold red), amount, status, project. */
export function documentColumns(i18n: I18n): Column<PortalDocument>[] {
  return [
    { key: 'number', header: i18n._(msg`Number`), primary: true, cell: (d) => <Text fw={600} span inherit style={{ whiteSpace: 'nowrap' }}>{d.number}</Text> },
    { key: 'type', priority: 2, header: i18n._(msg`Type`), cell: (d) => i18n._(documentTypes[d.type]) },
    { key: 'date', header: i18n._(msg`Date`), cell: (d) => <DateText value={d.date} /> },
    {
      key: 'due',
      header: i18n._(msg`Due date`),
      cell: (d) => (d.dueDate ? <Text span inherit fw={d.status === 'overdue' ? 700 : undefined} c={d.status === 'overdue' ? 'red.9' : undefined}><DateText value={d.dueDate} /></Text> : '—'),
    },
    // Delivery notes carry no amount, and hidden prices leave the cell empty: never a zero.
    { key: 'amount', header: i18n._(msg`Amount`), align: 'right', cell: (d) => (d.type === 'delivery_note' ? null : <Money amount={d.amount} currency={d.currency} />) },
    { key: 'status', header: i18n._(msg`Status`), cell: (d) => <StatusBadge tone={documentStatuses[d.status].tone}>{i18n._(documentStatuses[d.status].label)}</StatusBadge> },
    { key: 'project', priority: 3, header: i18n._(msg`Project`), cell: (d) => d.projectName ?? '—' },
  ];
}
