import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../testing/files';
import { BOM, csvField, csvRow, csvStream } from './csv';

describe('RFC 4180 writer', () => {
  it('leaves plain fields alone and writes null as empty', () => {
    expect(csvRow(['C-0000001', 12, null, undefined, '2025-06-02', '1234.50'])).toBe('C-0000001,12,,,2025-06-02,1234.50\r\n');
  });

  it('quotes fields with a comma, quote, CR or LF and doubles the quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('12" pipe')).toBe('"12"" pipe"');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField('Graafmachine 1,5 t')).toBe('"Graafmachine 1,5 t"');
  });

  it('round-trips through a strict parser', () => {
    const values = ['a,b', 'say "hi"', 'two\r\nlines', 'Építő', ''];
    expect(parseCsv(csvRow(values))).toEqual([values]);
  });

  it('streams a BOM, the header and each batch', async () => {
    async function* batches() {
      yield [{ n: 'x,1' }];
      yield [];
      yield [{ n: 'y' }, { n: 'z' }];
    }
    const stream = csvStream(['Name'], batches(), (r) => [r.n]);
    expect(stream).toBeInstanceOf(Readable);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text.startsWith(BOM)).toBe(true);
    expect(text).toBe(`${BOM}Name\r\n"x,1"\r\ny\r\nz\r\n`);
  });
});

describe('every text cell in a spreadsheet', () => {
  it('cannot become a formula, and other text is left alone', () => {
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvField('+31 20 555')).toBe(`'+31 20 555`);
    expect(csvField('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(csvField('-1+1')).toBe(`'-1+1`);
    expect(csvField('\tcmd')).toBe(`'\tcmd`);
    expect(csvField('PO-123')).toBe('PO-123');
  });

  it('leaves numbers alone, also a negative amount written as text', () => {
    expect(csvField(-120)).toBe('-120');
    expect(csvField('-120.00')).toBe('-120.00');
    expect(csvField('-1.234,56')).toBe('"-1.234,56"');
  });
});

describe('a semicolon-separated file (where the decimal mark is a comma)', () => {
  it('quotes fields with a semicolon, leaves decimal commas alone, and keeps the formula guard', () => {
    expect(csvRow(['Project gate, Delft', '1000,50', 'a;b', '=1+1'], ';')).toBe(`Project gate, Delft;1000,50;"a;b";'=1+1\r\n`);
    expect(parseCsv(csvRow(['x;y', 'say "hi"', '12,5'], ';'), ';')).toEqual([['x;y', 'say "hi"', '12,5']]);
  });
});
