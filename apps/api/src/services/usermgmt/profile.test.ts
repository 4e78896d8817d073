// PATCH /api/usermgmt/profile: saves name and phone over the version it was based on, bumps it,
// and answers a save from an older version with 409 and the profile as it is now.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileSchema, type Profile, type ProfilePatch } from '@portal/shared-api-contract';
import { createHarness, type Harness } from '../../testing/harness';
import { fieldsOf, rows } from '../company/master-data-testing';
import { BASE } from './session-testing';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const read = async (email: string, client = 'northwind-bouw'): Promise<Profile> => {
  const res = await h.app.inject({ url: `${BASE}/profile`, headers: await h.as(email, client) });
  expect(res.statusCode, res.body).toBe(200);
  return profileSchema.parse(res.json());
};
const patch = async (email: string, body: ProfilePatch | Record<string, unknown>, client = 'northwind-bouw') =>
  h.app.inject({ method: 'PATCH', url: `${BASE}/profile`, headers: await h.as(email, client), payload: body });
const stored = async (email: string) =>
  (await rows<{ first_name: string; last_name: string; phone: string | null; version: number }>(h, `SELECT first_name, last_name, phone, version FROM users WHERE email = '${email}'`))[0]!;

describe('saving the profile', () => {
  it('saves trimmed names and an E.164 phone, bumps the version, and serves the change at once', async () => {
    const before = await read('ben@northwind.test');
    const res = await patch('ben@northwind.test', { firstName: '  Benjamin ', lastName: ' Jansen-Smit ', phone: '0031 (20) 123-4567', version: before.version });
    expect(res.statusCode, res.body).toBe(200);
    const saved = profileSchema.parse(res.json());
    expect(saved).toEqual({ ...before, firstName: 'Benjamin', lastName: 'Jansen-Smit', phone: '+31201234567', version: before.version + 1 });
    expect(await stored('ben@northwind.test')).toEqual({ first_name: 'Benjamin', last_name: 'Jansen-Smit', phone: '+31201234567', version: before.version + 1 });
    // The cached copy of the GET was forgotten.
    expect(await read('ben@northwind.test')).toEqual(saved);
  });

  it('clears the phone with null', async () => {
    const before = await read('anna@northwind.test');
    const withPhone = profileSchema.parse((await patch('anna@northwind.test', { phone: '+31 6 1234 5678', version: before.version })).json());
    const res = await patch('anna@northwind.test', { phone: null, version: withPhone.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ phone: null, version: before.version + 2 });
    expect((await stored('anna@northwind.test')).phone).toBeNull();
  });

  it('answers a save based on an older version with 409 version_conflict and the current profile, and changes nothing', async () => {
    const before = await read('rita@requestonly.test', 'request-only');
    const first = await patch('rita@requestonly.test', { firstName: 'Rita-Marie', version: before.version }, 'request-only');
    expect(first.statusCode, first.body).toBe(200);
    const stale = await patch('rita@requestonly.test', { lastName: 'Other tab', version: before.version }, 'request-only');
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    expect(stale.json()).toMatchObject({ status: 409, code: 'version_conflict', current: { ...before, firstName: 'Rita-Marie', version: before.version + 1 } });
    expect(await stored('rita@requestonly.test')).toMatchObject({ first_name: 'Rita-Marie', last_name: before.lastName, version: before.version + 1 });
  });

  it('names a phone that is not a phone number, and a blank name, and keeps the version', async () => {
    const before = await read('ben@northwind.test');
    const res = await patch('ben@northwind.test', { firstName: '   ', phone: '12345', version: before.version });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(fieldsOf(res).sort()).toEqual(['firstName', 'phone']);
    expect((await stored('ben@northwind.test')).version).toBe(before.version);
  });

  it('needs the version the change is based on', async () => {
    const res = await patch('ben@northwind.test', { firstName: 'Ben' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['version']);
  });
});
