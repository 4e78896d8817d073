import { assetListQuerySchema } from '@portal/shared-api-contract';
import { filterDrift } from '@portal/shared-api-contract/testing';
import { expect, it } from 'vitest';
import { assetSearchSchema } from './search-params';

it('reads exactly the filters of the contract, each value as the API does; the view and the selection are the screen’s own', () => {
  expect(filterDrift(assetSearchSchema, assetListQuerySchema, { portalOnly: ['view', 'selected'] })).toEqual([]);
});
