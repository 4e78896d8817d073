import { requestListQuerySchema } from '@portal/shared-api-contract';
import { filterDrift } from '@portal/shared-api-contract/testing';
import { expect, it } from 'vitest';
import { requestSearchSchema } from './request-search';

it('reads exactly the filters of the contract, each value as the API does', () => {
  expect(filterDrift(requestSearchSchema, requestListQuerySchema)).toEqual([]);
});
