import { expect, it } from 'vitest';
import { companyKeys } from './company.keys';

const uuid = '5eed0000-0000-4000-8000-000000000001';

it('nests every key under the client, and each list under its own prefix', () => {
  expect(companyKeys.contactPersonList(uuid, { page: 2 }).slice(0, 3)).toEqual(companyKeys.contactPersons(uuid));
  expect(companyKeys.addressOptions(uuid).slice(0, 3)).toEqual(companyKeys.addresses(uuid));
  expect(companyKeys.projectList(uuid, {}).slice(0, 2)).toEqual(companyKeys.client(uuid));
  expect(companyKeys.projectList(uuid, {})).not.toEqual(companyKeys.projectList('5eed0000-0000-4000-8000-000000000002', {}));
});

it('puts users and roles under one prefix, so a role change makes the users list stale', () => {
  const people = companyKeys.people(uuid);
  for (const key of [companyKeys.memberList(uuid, {}), companyKeys.roleOptions(uuid), companyKeys.roleList(uuid, {}), companyKeys.roleImpact(uuid, 3)]) {
    expect(key.slice(0, people.length)).toEqual(people);
  }
});
