// Reading the API's file answers in tests: the entries of a ZIP, CSV rows, Excel sheets (PDFs: testing/pdf.ts).
import ExcelJS from 'exceljs';

/** Names of the entries of a ZIP, from its central directory. */
export function zipEntryNames(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    names.push(zip.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extra + comment;
  }
  return names;
}

/** The entries of a ZIP whose entries are stored (zip.ts), with their contents, from its central directory. */
export function storedZipEntries(zip: Buffer): { name: string; data: Buffer }[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  return zipEntryNames(zip).map((name) => {
    const size = zip.readUInt32LE(at + 20);
    const local = zip.readUInt32LE(at + 42);
    if (zip.readUInt16LE(at + 10) !== 0) throw new Error(`${name} is compressed`);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    return { name, data: zip.subarray(start, start + size) };
  });
}

/**
 * The separator of an export: `;` where the user's decimal mark is a comma, else `,`; read from the
 * header row (headers never hold either).
 */
export const csvSeparatorOf = (text: string): ',' | ';' => ((text.split('\r\n')[0] ?? '').includes(';') ? ';' : ',');

/** RFC 4180 parsing (quoted fields, doubled quotes, CRLF), for checking what the API wrote; the separator as the export chose it. */
export function parseCsv(text: string, separator: ',' | ';' = csvSeparatorOf(text)): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) endField();
    else if (c === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else field += c;
  }
  if (field || row.length) {
    endField();
    rows.push(row);
  }
  return rows;
}

/** One sheet (the first by default) of an Excel export, read with exceljs: header texts, data rows of cells, the sheet. */
export async function readXlsx(body: Buffer, sheetIndex = 0) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[sheetIndex]!;
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row) => rows.push(row));
  const [first, ...data] = rows;
  const header = ((first?.values ?? []) as ExcelJS.CellValue[]).slice(1).map(String);
  return { sheet, header, rows: data };
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A cell of an Excel export as text: a date as its ISO day, anything else as written. */
const cellText = (value: ExcelJS.CellValue): string => (value instanceof Date ? value.toISOString().slice(0, 10) : value == null ? '' : String(value));

/**
 * The header and data rows of a list export as text, CSV (either separator) or Excel alike, so the
 * OpenAPI walks read both formats the same way; null for any other answer.
 */
export async function exportTable(res: { headers: Record<string, unknown>; rawPayload: Buffer }): Promise<{ header: string[]; rows: string[][] } | null> {
  const type = String(res.headers['content-type'] ?? '');
  if (type.startsWith('text/csv')) {
    const [header = [], ...rows] = parseCsv(res.rawPayload.toString('utf8').replace(/^\uFEFF/, ''));
    return { header, rows };
  }
  if (type.startsWith(XLSX_TYPE)) {
    const { header, rows, sheet } = await readXlsx(res.rawPayload);
    return { header, rows: rows.map((row) => Array.from({ length: sheet.columnCount }, (_, i) => cellText(row.getCell(i + 1).value))) };
  }
  return null;
}

/** Whether an answer is a list export (CSV or Excel). */
export const isExport = (res: { headers: Record<string, unknown> }) => /^(text\/csv|application\/vnd\.openxmlformats)/.test(String(res.headers['content-type'] ?? ''));
