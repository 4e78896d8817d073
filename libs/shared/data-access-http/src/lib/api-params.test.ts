import { describe, expect, it } from 'vitest';
import { apiParams } from './api-params';

describe('apiParams', () => {
  it('sends numbers and texts as they are, and a flag as `true`', () => {
    expect(apiParams({ page: 2, q: 'crane', archived: true })).toEqual({ page: 2, q: 'crane', archived: 'true' });
  });

  it('leaves unset, empty and off values out of the query string', () => {
    expect(apiParams({ q: '', archived: false, status: undefined, projectId: null })).toEqual({});
  });
});
