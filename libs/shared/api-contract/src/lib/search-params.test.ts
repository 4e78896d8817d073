import { describe, expect, it } from 'vitest';
import { filtersOf, param, searchSchema, withFilters } from './search-params';

describe('search params', () => {
  const parse = searchSchema({ page: param.page, id: param.id, kind: param.oneOf(['a', 'b']), from: param.date, q: param.text, on: param.flag });

  it('keeps what parses, with its type', () => {
    expect(parse({ page: '3', id: '12', kind: 'a', from: '2026-02-28', q: ' C-1 ', on: 'true' })).toEqual({ page: 3, id: 12, kind: 'a', from: '2026-02-28', q: 'C-1', on: true });
    expect(parse({ page: 3, id: 12, on: true })).toEqual({ page: 3, id: 12, on: true });
  });

  it('drops what does not, and whatever it does not know', () => {
    expect(parse({ page: '1', id: '0', kind: 'c', from: '2026-02-30', q: 'x'.repeat(101), on: 'yes', other: 'x' })).toEqual({});
    expect(parse({ id: '2147483648', page: '2.5', q: 'a\u0000b', from: '2026-1-01' })).toEqual({});
    expect(parse({ q: '   ', id: ['1'] })).toEqual({});
  });

  it('keeps dates only in the years the API accepts, and names its params', () => {
    expect(parse({ from: '1900-01-01' })).toEqual({ from: '1900-01-01' });
    expect(parse({ from: '2999-12-31' })).toEqual({ from: '2999-12-31' });
    expect(parse({ from: '1899-12-31' })).toEqual({});
    expect(parse({ from: '3000-01-01' })).toEqual({});
    expect(parse.keys).toEqual(['page', 'id', 'kind', 'from', 'q', 'on']);
  });
});

describe('changing filters', () => {
  it('returns to page one and removes cleared values from the URL', () => {
    expect(withFilters({ page: 4, status: 'open' as const, q: 'C-1' }, { status: undefined })).toEqual({ q: 'C-1' });
    expect(withFilters({ page: 4, from: '2026-01-01' } as { page?: number; archived?: boolean; from?: string; to?: string }, { archived: false, from: undefined, to: '2026-02-01' })).toEqual({ to: '2026-02-01' });
  });

  it('separates the filters from the page', () => {
    expect(filtersOf({ page: 2, q: 'x' })).toEqual({ q: 'x' });
  });
});
