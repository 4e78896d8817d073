import { describe, expect, it } from 'vitest';
import { requestSearchSchema } from './request-search';

describe('request search params', () => {
  it('keeps page, type, status, created dates and the search with their types', () => {
    expect(requestSearchSchema({ page: '2', type: 'off_hire', status: 'in_progress', from: '2026-11-01', to: '2026-11-30', q: ' OH-0000042 ' }))
      .toEqual({ page: 2, type: 'off_hire', status: 'in_progress', from: '2026-11-01', to: '2026-11-30', q: 'OH-0000042' });
  });

  it('knows every type and status of the contract', () => {
    for (const type of ['off_hire', 'extension', 'breakdown', 'damage', 'invoice_query', 'other']) expect(requestSearchSchema({ type })).toEqual({ type });
    for (const status of ['submitted', 'in_progress', 'done', 'rejected']) expect(requestSearchSchema({ status })).toEqual({ status });
  });

  it('drops what does not parse, and what belongs to other lists, instead of failing the page', () => {
    expect(requestSearchSchema({ page: '0', type: 'repair', status: 'open', from: '2026-02-30', to: 'soon', q: 'x'.repeat(101), projectId: '3', archived: 'true' })).toEqual({});
  });

  it('accepts the values the router hands back after a navigation, and treats page 1 as the default', () => {
    expect(requestSearchSchema({ page: 3, type: 'damage' })).toEqual({ page: 3, type: 'damage' });
    expect(requestSearchSchema({ page: 1, q: '   ' })).toEqual({});
  });
});
