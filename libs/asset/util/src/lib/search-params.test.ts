import { describe, expect, it } from 'vitest';
import { assetListSearch, assetSearchSchema } from './search-params';

describe('asset search params', () => {
  it('keeps valid filters, the view and the selection with their types', () => {
    expect(assetSearchSchema({ page: '2', categoryId: '3', projectId: '4', inspectionDue: 'within_30_days', q: ' SN-1 ', archived: 'true', view: 'map', selected: '9' }))
      .toEqual({ page: 2, categoryId: 3, projectId: 4, inspectionDue: 'within_30_days', q: 'SN-1', archived: true, view: 'map', selected: 9 });
    expect(assetSearchSchema({ inspectionDue: 'overdue', view: 'list' })).toEqual({ inspectionDue: 'overdue', view: 'list' });
  });

  it('drops what does not parse instead of failing the page, and what belongs to other lists', () => {
    expect(assetSearchSchema({ page: '0', categoryId: 'x', projectId: '99999999999', inspectionDue: 'soon', q: '  ', archived: 'yes', view: 'grid', selected: '-1', status: 'open' })).toEqual({});
  });

  it('accepts the values the router hands back after a navigation', () => {
    expect(assetSearchSchema({ page: 3, projectId: 4, archived: true, selected: 12 })).toEqual({ page: 3, projectId: 4, archived: true, selected: 12 });
  });

  it('leaves the view and the selection out of what the API is asked', () => {
    expect(assetListSearch({ page: 2, q: 'crane', view: 'map', selected: 9 })).toEqual({ page: 2, q: 'crane' });
  });
});
