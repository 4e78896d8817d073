// Typed columns as an Excel workbook, streamed with exceljs's WorkbookWriter (ADR 0018): each row
// is committed as it is written, so a 50,000-row export holds one batch in memory. Dates are real
// dates and amounts numbers, each with the user's number format; the header row is frozen; every
// text is written as a string value, which a spreadsheet never evaluates (the formula guard).
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { codeLabel, type ExportColumn, typeWidth } from './columns';
import type { ExportLocale } from './locale';
import type { ExportTexts } from './texts/export-texts';

type Cell = { value: string | number | Date | null; numFmt?: string };

function cell<T>(column: ExportColumn<T>, row: T, locale: ExportLocale, texts: ExportTexts): Cell {
  switch (column.type) {
    case 'text': {
      const text = column.value(row);
      return { value: text == null ? null : String(text) };
    }
    case 'code': {
      const code = column.value(row);
      return { value: code == null ? null : codeLabel(texts.codes, column.codes, code) };
    }
    case 'date': {
      const iso = column.value(row);
      return { value: iso ? new Date(`${iso.slice(0, 10)}T00:00:00Z`) : null, numFmt: locale.dateFormat };
    }
    case 'timestamp': {
      const iso = column.value(row);
      return { value: iso ? locale.wallClock(iso) : null, numFmt: locale.timestampFormat };
    }
    case 'amount': {
      const amount = column.value(row);
      return { value: amount == null ? null : Number(amount), numFmt: locale.amountFormat(column.currency(row)) };
    }
    case 'number': {
      const n = column.value(row);
      return { value: n == null ? null : Number(n) };
    }
    case 'boolean': {
      const b = column.value(row);
      return { value: b == null ? null : b ? texts.yes : texts.no };
    }
  }
}

/** Writes one sheet of typed columns: frozen header row, widths by type, one committed row at a time. */
export type AddSheet = <T>(name: string, columns: readonly ExportColumn<T>[], rows: AsyncIterable<T[]>) => Promise<void>;

/**
 * A workbook as a stream, its sheets written in order by `write`; an error while reading rows ends
 * the stream with that error.
 */
export function xlsxWorkbook(locale: ExportLocale, texts: ExportTexts, write: (addSheet: AddSheet) => Promise<void>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const addSheet: AddSheet = async (name, columns, rows) => {
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    const headers = columns.map((c) => texts.headers[c.key]);
    sheet.columns = columns.map((c, i) => ({ key: c.key, width: Math.max(typeWidth[c.type], (headers[i]?.length ?? 0) + 2) }));
    const header = sheet.addRow(headers);
    header.font = { bold: true };
    header.commit();
    for await (const batch of rows) {
      for (const item of batch) {
        const cells = columns.map((c) => cell(c, item, locale, texts));
        const row = sheet.addRow(cells.map((c) => c.value));
        cells.forEach((c, i) => {
          if (c.numFmt && c.value !== null) row.getCell(i + 1).numFmt = c.numFmt;
        });
        row.commit();
      }
      // Wait for the client when it reads slower than we write, so memory stays at one batch.
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
  };
  write(addSheet)
    .then(() => workbook.commit())
    .catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** One list as a one-sheet workbook. */
export const xlsxExport = <T>(columns: readonly ExportColumn<T>[], rows: AsyncIterable<T[]>, locale: ExportLocale, texts: ExportTexts, sheetName: string): Readable =>
  xlsxWorkbook(locale, texts, (addSheet) => addSheet(sheetName, columns, rows));
