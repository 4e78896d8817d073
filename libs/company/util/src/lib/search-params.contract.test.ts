import { companyListQuerySchema, memberListQuerySchema, roleListQuerySchema } from '@portal/shared-api-contract';
import { filterDrift } from '@portal/shared-api-contract/testing';
import { describe, expect, it } from 'vitest';
import { companyListSearchSchema, memberSearchSchema, roleSearchSchema } from './search-params';

describe('the company lists read exactly the filters of the contract, each value as the API does', () => {
  it('contact persons, addresses and projects', () => expect(filterDrift(companyListSearchSchema, companyListQuerySchema)).toEqual([]));
  it('users', () => expect(filterDrift(memberSearchSchema, memberListQuerySchema)).toEqual([]));
  it('roles', () => expect(filterDrift(roleSearchSchema, roleListQuerySchema)).toEqual([]));
});
