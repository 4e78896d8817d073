import { describe, expect, it } from 'vitest';
import { newRequestSearchSchema } from './new-request-search';

describe('new request search params', () => {
  it('keeps the type and the deep-linked line, asset and document', () => {
    expect(newRequestSearchSchema({ type: 'off_hire', line: '12' })).toEqual({ type: 'off_hire', line: 12 });
    expect(newRequestSearchSchema({ type: 'breakdown', asset: '7' })).toEqual({ type: 'breakdown', asset: 7 });
    expect(newRequestSearchSchema({ type: 'invoice_query', document: 21 })).toEqual({ type: 'invoice_query', document: 21 });
    for (const type of ['extension', 'damage', 'other']) expect(newRequestSearchSchema({ type })).toEqual({ type });
    expect(newRequestSearchSchema({ type: 'other', subject: ' Change the dates of order O-0000012 ' })).toEqual({ type: 'other', subject: 'Change the dates of order O-0000012' });
  });

  it('drops what does not parse instead of failing the page, and what it does not know', () => {
    expect(newRequestSearchSchema({ type: 'refund', line: '0', asset: '99999999999', document: 'abc', page: '2', q: 'x' })).toEqual({});
    expect(newRequestSearchSchema({})).toEqual({});
  });
});
