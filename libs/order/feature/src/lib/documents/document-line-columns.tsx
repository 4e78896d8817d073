import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { DocumentDetail, DocumentLine } from '@portal/shared-api-contract';
import { type Column, DateText, Money } from '@portal/shared-ui';
import { formatNumber, resolveLocale } from '@portal/shared-util-i18n';
import { documentLineKinds } from '../common/labels';
import { productName } from '../common/product-name';

/** A VAT rate as the locale writes a percentage ("21 %", "21%"). */
export const vatPercent = (i18n: I18n, rate: string) => `${formatNumber(Number(rate), resolveLocale(i18n.locale))} %`;

function units(i18n: I18n, line: DocumentLine): string {
  const n = line.unitCount;
  if (line.unit === 'day') return i18n._(msg`${plural(n, { one: '# day', other: '# days' })}`);
  if (line.unit === 'week') return i18n._(msg`${plural(n, { one: '# week', other: '# weeks' })}`);
  return String(n);
}

/**
 * A document's lines: what (a rented product or a service), fleet number, period, quantity, days
 * or weeks, rate, net and VAT rate. Without prices there are no rate and net columns at all.
 */
export function documentLineColumns(i18n: I18n, document: DocumentDetail, showPrices: boolean): Column<DocumentLine>[] {
  const columns: Column<DocumentLine>[] = [
    { key: 'item', header: i18n._(msg`Item`), primary: true, cell: (l) => (l.productNames ? productName(l.productNames, i18n.locale) : i18n._(documentLineKinds[l.kind])) },
    { key: 'fleet', priority: 2, header: i18n._(msg`Fleet number`), cell: (l) => l.fleetNumber ?? '—' },
    { key: 'period', header: i18n._(msg`Period`), cell: (l) => (l.periodFrom ? <><DateText value={l.periodFrom} /> – <DateText value={l.periodTo} /></> : '—') },
    { key: 'quantity', header: i18n._(msg`Quantity`), align: 'right', cell: (l) => l.quantity },
    { key: 'units', header: i18n._(msg`Days or weeks`), align: 'right', cell: (l) => units(i18n, l) },
  ];
  if (showPrices) {
    columns.push(
      { key: 'rate', header: i18n._(msg`Rate`), align: 'right', cell: (l) => <Money amount={l.rate} currency={document.currency} /> },
      { key: 'net', header: i18n._(msg`Net amount`), align: 'right', cell: (l) => <Money amount={l.netAmount} currency={document.currency} /> },
    );
  }
  // The VAT rate is in the breakdown below too: the first column a narrow table leaves out.
  columns.push({ key: 'vat', priority: 3, header: i18n._(msg`VAT rate`), align: 'right', cell: (l) => vatPercent(i18n, l.vatRate) });
  return columns;
}
