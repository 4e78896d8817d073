// A tiny RFC 4180 writer: CRLF line ends, fields with the separator (a comma, or a semicolon where
// the user's decimal mark is a comma), a quote, CR or LF quoted (quotes doubled), UTF-8 with a byte
// order mark so spreadsheet programs detect the encoding. export/ writes the typed exports with it.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export type CsvValue = string | number | null | undefined;

/** The UTF-8 byte order mark, written once before the header row. */
export const BOM = '\uFEFF';

/** A number written as text (an amount, a quantity, `-12.50`, `1.234,56`): left as it is. */
const plainNumber = /^-?\d+(?:[.,]\d+)*$/;

/**
 * One cell. Every text cell is guarded, so no export can forget it (issue 31): text starting with
 * = + - @, a tab or a CR would make the cell a formula in a spreadsheet (CSV injection), so it gets a
 * leading apostrophe, which spreadsheets show as text and hide. A number, or text that is only a
 * number (a credit note's `-120.00`), stays as it is.
 */
export function csvField(value: CsvValue, separator = ','): string {
  if (value === null || value === undefined) return '';
  const raw = String(value);
  const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(raw) && !plainNumber.test(raw) ? `'${raw}` : raw;
  return /["\r\n]/.test(text) || text.includes(separator) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (values: readonly CsvValue[], separator = ','): string => `${values.map((v) => csvField(v, separator)).join(separator)}\r\n`;

/**
 * A CSV document as a stream: the BOM and header, then the rows of each batch as it arrives.
 * Each batch becomes one chunk, so memory holds one batch, never the whole export.
 */
export function csvStream<T>(header: readonly string[], batches: AsyncIterable<T[]>, toRow: (item: T) => readonly CsvValue[], separator = ','): Readable {
  async function* chunks() {
    yield BOM + csvRow(header, separator);
    for await (const batch of batches) {
      if (batch.length) yield batch.map((item) => csvRow(toRow(item), separator)).join('');
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** Today's UTC date, for download file names. */
export const todayIso = () => new Date().toISOString().slice(0, 10);

/** Headers of a file download; `private, no-store` because these are a customer's records. */
export function attachment(reply: FastifyReply, contentType: string, filename: string): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'private, no-store');
}

