import { describe, expect, it } from 'vitest';
import { contractSearchSchema, documentSearchSchema, orderSearchSchema } from './search-params';

describe('contract search params', () => {
  it('keeps valid filters with their types', () => {
    expect(contractSearchSchema({ page: '3', status: 'open', projectId: '12', from: '2026-01-01', to: '2026-02-01', q: ' C-12 ', archived: 'true' }))
      .toEqual({ page: 3, status: 'open', projectId: 12, from: '2026-01-01', to: '2026-02-01', q: 'C-12', archived: true });
  });

  it('drops what does not parse instead of failing the page', () => {
    expect(contractSearchSchema({ page: '0', status: 'lost', projectId: '99999999999', from: '2026-13-01', q: 'x'.repeat(101), archived: 'yes' })).toEqual({});
  });

  it('accepts the values the router hands back after a navigation', () => {
    expect(contractSearchSchema({ page: 2, projectId: 4, archived: true })).toEqual({ page: 2, projectId: 4, archived: true });
  });

  it('treats page 1 and an empty search as the default view', () => {
    expect(contractSearchSchema({ page: 1, q: '   ' })).toEqual({});
  });
});

describe('document search params', () => {
  it('keeps type, status, dates, project and number search', () => {
    expect(documentSearchSchema({ type: 'invoice', status: 'overdue', from: '2026-01-01', projectId: 3, q: 'INV-1' }))
      .toEqual({ type: 'invoice', status: 'overdue', from: '2026-01-01', projectId: 3, q: 'INV-1' });
    expect(documentSearchSchema({ type: 'receipt', status: 'late' })).toEqual({});
    expect(documentSearchSchema({ status: 'outstanding' })).toEqual({ status: 'outstanding' });
  });
});

describe('order search params', () => {
  it('keeps page, every order status, project, placed dates and the number search', () => {
    expect(orderSearchSchema({ page: '2', status: 'awaiting_approval', projectId: '3', from: '2026-01-01', to: '2026-01-31', q: ' O-0000123 ' }))
      .toEqual({ page: 2, status: 'awaiting_approval', projectId: 3, from: '2026-01-01', to: '2026-01-31', q: 'O-0000123' });
    for (const status of ['submitted', 'confirmed', 'delivered', 'closed', 'cancelled', 'rejected']) expect(orderSearchSchema({ status })).toEqual({ status });
  });

  it('drops what does not parse, and what belongs to other lists', () => {
    expect(orderSearchSchema({ status: 'draft', projectId: '0', from: '2026-02-30', q: '', archived: 'true', type: 'invoice' })).toEqual({});
  });
});
