import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LineCostFigures } from '@portal/shared-api-contract';
import { type Column, DateText, Money } from '@portal/shared-ui';

/** Props of NextInvoice: the figures, their currency, and whether amounts may show. */
export interface NextInvoiceProps {
  figures: LineCostFigures;
  currency: string;
  showPrices: boolean;
}

/** The next invoice: its date, and its estimated amount when prices show (the API sends none otherwise). */
export function NextInvoice({ figures, currency, showPrices }: NextInvoiceProps) {
  if (!figures.nextInvoiceDate) return <>—</>;
  return (
    <>
      <DateText value={figures.nextInvoiceDate} />
      {showPrices && figures.nextInvoiceAmount !== null && <> · <Money amount={figures.nextInvoiceAmount} currency={currency} /></>}
    </>
  );
}

/**
 * `Cost to date` (only with prices: never an empty column) and `Next invoice`, for a contract line
 * or a contract's totals (issue 35).
 */
export function costColumns<T extends LineCostFigures>(i18n: I18n, currency: string, showPrices: boolean): Column<T>[] {
  const next: Column<T> = { key: 'nextInvoice', header: i18n._(msg`Next invoice`), cell: (r) => <NextInvoice figures={r} currency={currency} showPrices={showPrices} /> };
  if (!showPrices) return [next];
  return [{ key: 'costToDate', header: i18n._(msg`Cost to date`), align: 'right', cell: (r) => <Money amount={r.costToDate} currency={currency} /> }, next];
}
