import { requestableLines } from '@portal/request-data-access/testing';
import { describe, expect, it } from 'vitest';
import { checkPhotos } from './photo-rules';
import { dayAfter, extensionErrors, latestEnd, offHireErrors } from './request-rules';
import { toServerFieldErrors, withServerErrors } from './server-errors';

const [excavator, generator] = requestableLines as [(typeof requestableLines)[0], (typeof requestableLines)[0]];
const ids = (errors: object) => Object.keys(errors);

describe('request rules', () => {
  it('checks off-hire quantities against what is on rent, and the date against today and the on-rent dates', () => {
    const lines = [{ line: excavator, quantity: 6 }, { line: generator, quantity: 1 }];
    expect(ids(offHireErrors({ lines, offHireDate: '2026-11-20', collectionNotes: '' }, '2026-11-20'))).toEqual(['lines.101.quantity']);
    expect(ids(offHireErrors({ lines: [], offHireDate: '2026-11-19', collectionNotes: 'x'.repeat(1001) }, '2026-11-20'))).toEqual(['lines', 'offHireDate', 'collectionNotes']);
    expect(offHireErrors({ lines: [{ line: excavator, quantity: 1 }], offHireDate: '2026-09-01', collectionNotes: '' }, '2026-08-01').offHireDate).toBeDefined();
  });

  it('wants a new end after the latest current end of the chosen lines', () => {
    const lines = [{ line: excavator, quantity: null }, { line: generator, quantity: null }];
    expect(latestEnd(lines)).toBe('2026-12-15');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    expect(ids(extensionErrors({ lines, newEndDate: '2026-12-15' }))).toEqual(['newEndDate']);
    expect(extensionErrors({ lines, newEndDate: '2026-12-16' })).toEqual({});
  });

  it('refuses photos by type, size and count, naming each', () => {
    const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
    const { accepted, refused } = checkPhotos(2, [file('a.gif', 'image/gif'), file('b.png', 'image/png', 5 * 1024 * 1024 + 1), file('c.jpg', 'image/jpeg'), file('d.jpg', 'image/jpeg')]);
    expect(accepted.map((f) => f.name)).toEqual(['c.jpg']);
    expect(refused.map((r) => [r.file.name, r.problem])).toEqual([['a.gif', 'type'], ['b.png', 'size'], ['d.jpg', 'count']]);
  });

  it('puts the API\'s line indexes on the lines sent there, until the value changes', () => {
    const values = { lines: [{ line: generator, quantity: 1 }, { line: excavator, quantity: 2 }], offHireDate: '2026-11-20' };
    const refused = toServerFieldErrors([{ field: 'lines.1.quantity' }, { field: 'lines.0.contractLineId' }, { field: 'offHireDate' }], values);
    expect(refused.map((r) => r.field)).toEqual(['lines.101.quantity', 'lines', 'offHireDate']);
    expect(ids(withServerErrors({}, refused, values))).toEqual(['lines.101.quantity', 'lines', 'offHireDate']);
    expect(ids(withServerErrors({}, refused, { ...values, offHireDate: '2026-11-21' }))).toEqual(['lines.101.quantity', 'lines']);
  });
});
