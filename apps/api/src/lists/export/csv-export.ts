// Typed columns as CSV in the user's conventions: localised headers and labels, the decimal mark
// of the language (no thousands separator, so spreadsheets read numbers as numbers), dates as the
// language writes them, the CSV separator that goes with the decimal mark.
import type { Readable } from 'node:stream';
import { type CsvValue, csvStream } from '../csv';
import { codeLabel, type ExportColumn } from './columns';
import type { ExportLocale } from './locale';
import type { ExportTexts } from './texts/export-texts';

/** A decimal (number or Postgres numeric text) with the locale's decimal mark, `digits` decimals when given. */
function decimalText(value: string | number, locale: ExportLocale, digits?: number): string {
  const n = Number(value);
  const text = digits === undefined || !Number.isFinite(n) ? String(value) : n.toFixed(digits);
  return text.replace('.', locale.decimal);
}

/** One cell as CSV text (text cells are guarded by the writer). */
function cell<T>(column: ExportColumn<T>, row: T, locale: ExportLocale, texts: ExportTexts): CsvValue {
  switch (column.type) {
    case 'text':
      return column.value(row);
    case 'code': {
      const code = column.value(row);
      return code == null ? null : codeLabel(texts.codes, column.codes, code);
    }
    case 'date': {
      const iso = column.value(row);
      return iso ? locale.date(iso) : null;
    }
    case 'timestamp': {
      const iso = column.value(row);
      return iso ? locale.timestamp(iso) : null;
    }
    case 'amount': {
      const amount = column.value(row);
      return amount == null ? null : decimalText(amount, locale, locale.amountDigits(column.currency(row)));
    }
    case 'number': {
      const n = column.value(row);
      return n == null ? null : decimalText(n, locale);
    }
    case 'boolean': {
      const b = column.value(row);
      return b == null ? null : b ? texts.yes : texts.no;
    }
  }
}

export function csvExport<T>(columns: readonly ExportColumn<T>[], rows: AsyncIterable<T[]>, locale: ExportLocale, texts: ExportTexts): Readable {
  const header = columns.map((c) => texts.headers[c.key]);
  return csvStream(header, rows, (row) => columns.map((c) => cell(c, row, locale, texts)), locale.separator);
}
