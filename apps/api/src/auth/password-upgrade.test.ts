// Raising the scrypt cost: older hashes still verify, and a sign-in replaces one made at a lower
// cost than configured (never one at a higher cost).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createHarness, DEMO_PASSWORD, TEST_PASSWORD_COST, type Harness } from '../testing/harness';
import { hashPassword, needsRehash, OWASP_SCRYPT_COST, verifyPassword } from './passwords';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const login = (email: string) => h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD } });
const storedHash = async (email: string) => (await h.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email)))[0]!.hash;
const setHash = (email: string, hash: string) => h.database.db.update(users).set({ passwordHash: hash }).where(eq(users.email, email));

describe('password hash cost', () => {
  it('hashes at OWASP’s scrypt cost unless told otherwise, with the cost in the hash', async () => {
    expect(OWASP_SCRYPT_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(await hashPassword('correct horse', TEST_PASSWORD_COST)).toMatch(/^scrypt\$1024\$8\$1\$/);
  });

  it('verifies hashes made at an older, lower cost, and marks them for a rehash', async () => {
    const old = await hashPassword('correct horse', { N: 2 ** 15, r: 8, p: 1 });
    expect(await verifyPassword('correct horse', old)).toBe(true);
    expect(needsRehash(old, OWASP_SCRYPT_COST)).toBe(true);
    expect(needsRehash(old, { N: 2 ** 15, r: 8, p: 1 })).toBe(false);
    expect(needsRehash(old, { N: 2 ** 10, r: 8, p: 1 })).toBe(false);
    expect(needsRehash(old, { N: 2 ** 15, r: 16, p: 1 })).toBe(true);
  });

  it('refuses hashes whose parameters are no scrypt cost of ours, rather than trying them', async () => {
    const good = await hashPassword('x', TEST_PASSWORD_COST);
    const [, , r, p, salt, key] = good.split('$');
    for (const N of ['1000', String(2 ** 24), 'NaN']) expect(await verifyPassword('x', ['scrypt', N, r, p, salt, key].join('$'))).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });

  it('stores a hash at the configured cost on the next sign-in when the stored one is cheaper', async () => {
    await setHash('ben@northwind.test', await hashPassword(DEMO_PASSWORD, { N: 2 ** 4, r: 8, p: 1 }));
    expect((await login('ben@northwind.test')).statusCode).toBe(200);
    const upgraded = await storedHash('ben@northwind.test');
    expect(upgraded).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect((await login('ben@northwind.test')).statusCode).toBe(200);
    expect(await storedHash('ben@northwind.test')).toBe(upgraded);
  });

  it('keeps a stored hash of a higher cost, and changes nothing on a wrong password', async () => {
    const stronger = await hashPassword(DEMO_PASSWORD, { N: 2 ** 11, r: 8, p: 1 });
    await setHash('anna@northwind.test', stronger);
    expect((await login('anna@northwind.test')).statusCode).toBe(200);
    expect(await storedHash('anna@northwind.test')).toBe(stronger);

    const cheap = await hashPassword(DEMO_PASSWORD, { N: 2 ** 4, r: 8, p: 1 });
    await setHash('rita@requestonly.test', cheap);
    const wrong = await h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'rita@requestonly.test', password: 'not-the-password' } });
    expect(wrong.statusCode).toBe(401);
    expect(await storedHash('rita@requestonly.test')).toBe(cheap);
  });
});
