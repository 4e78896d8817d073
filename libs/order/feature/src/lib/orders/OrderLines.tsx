import { useLingui } from '@lingui/react/macro';
import type { OrderDetail, OrderLine } from '@portal/shared-api-contract';
import { type Column, DataList, DateText, Money } from '@portal/shared-ui';
import { productName } from '../common/product-name';

/** Props of OrderLines: the order and whether amounts may show. */
export interface OrderLinesProps {
  order: OrderDetail;
  showPrices: boolean;
}

/** The order's lines: product in the user's language, quantity, period, delivery or pick-up, a line's own PO, cost. */
export function OrderLines({ order, showPrices }: OrderLinesProps) {
  const { t, i18n } = useLingui();
  const columns: Column<OrderLine>[] = [
    { key: 'product', header: t`Product`, primary: true, cell: (l) => productName(l.productNames, i18n.locale) },
    { key: 'quantity', header: t`Quantity`, align: 'right', cell: (l) => l.quantity },
    { key: 'start', header: t`Start date`, cell: (l) => <DateText value={l.startDate} /> },
    { key: 'end', header: t`Expected end date`, cell: (l) => <DateText value={l.expectedEndDate} /> },
    {
      key: 'delivery',
      header: t`Delivery or pick-up`,
      cell: (l) => (l.deliveryMethod === 'delivery' ? t`Delivery` : l.depotName ? t`Pick-up at ${l.depotName}` : t`Pick-up`),
    },
  ];
  // Only when a line has its own PO: the others show the order's, which they fall back to.
  if (order.lines.some((l) => l.poReference))
    columns.push({ key: 'po', header: t`PO reference`, cell: (l) => l.poReference ?? order.poReference ?? '—' });
  // Without the right to see prices there is no cost column at all: never an empty amount or a zero.
  if (showPrices) columns.push({ key: 'cost', header: t`Estimated cost`, align: 'right', cell: (l) => <Money amount={l.cost} currency={order.currency} /> });
  return <DataList items={order.lines} columns={columns} rowKey={(l) => l.id} caption={t`Lines of order ${order.number}`} />;
}
