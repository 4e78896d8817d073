import { contractListQuerySchema, documentListQuerySchema, orderListQuerySchema } from '@portal/shared-api-contract';
import { filterDrift } from '@portal/shared-api-contract/testing';
import { describe, expect, it } from 'vitest';
import { contractSearchSchema, documentSearchSchema, orderSearchSchema } from './search-params';

describe('the order lists read exactly the filters of the contract, each value as the API does', () => {
  it('contracts', () => expect(filterDrift(contractSearchSchema, contractListQuerySchema)).toEqual([]));
  it('documents', () => expect(filterDrift(documentSearchSchema, documentListQuerySchema)).toEqual([]));
  it('orders', () => expect(filterDrift(orderSearchSchema, orderListQuerySchema)).toEqual([]));
});
