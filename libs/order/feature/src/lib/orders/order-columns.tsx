import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderSummary } from '@portal/shared-api-contract';
import { DateText, DateTimeText, Money, StatusBadge, type Column } from '@portal/shared-ui';
import { orderStatuses } from '../common/labels';
import { AnchorLink } from '../common/links';

/** The orders list's columns; without the right to see prices there is no total column at all. */
export function orderColumns(i18n: I18n, showPrices: boolean): Column<OrderSummary>[] {
  const columns: Column<OrderSummary>[] = [
    {
      key: 'number',
      header: i18n._(msg`Order`),
      primary: true,
      cell: (o) => (
        <AnchorLink to="/order/orders/$orderId" params={{ orderId: String(o.id) }} fw={600} style={{ whiteSpace: 'nowrap' }}>
          {o.number}
        </AnchorLink>
      ),
    },
    { key: 'status', header: i18n._(msg`Status`), cell: (o) => <StatusBadge tone={orderStatuses[o.status].tone}>{i18n._(orderStatuses[o.status].label)}</StatusBadge> },
    { key: 'project', priority: 2, header: i18n._(msg`Project`), cell: (o) => o.projectName ?? '—' },
    { key: 'po', priority: 3, header: i18n._(msg`PO reference`), cell: (o) => o.poReference ?? '—' },
    {
      key: 'period',
      header: i18n._(msg`Rental period`),
      cell: (o) => (o.startDate ? <><DateText value={o.startDate} /> – <DateText value={o.endDate} /></> : '—'),
    },
    { key: 'lines', priority: 3, header: i18n._(msg`Lines`), align: 'right', cell: (o) => o.lineCount },
  ];
  if (showPrices) columns.push({ key: 'total', header: i18n._(msg`Total`), align: 'right', cell: (o) => <Money amount={o.total} currency={o.currency} /> });
  columns.push(
    { key: 'placed', priority: 2, header: i18n._(msg`Placed on`), cell: (o) => <DateTimeText value={o.createdAt} /> },
    { key: 'placedBy', priority: 3, header: i18n._(msg`Placed by`), cell: (o) => o.createdByName ?? '—' },
  );
  return columns;
}
