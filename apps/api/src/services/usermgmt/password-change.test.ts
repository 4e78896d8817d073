// POST /api/usermgmt/profile/password: the current password proves it is the user, five wrong
// ones per user lock the form for a while, and a change signs the user out everywhere else and
// spends any reset link mailed before.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedOutElsewhereSchema } from '@portal/shared-api-contract';
import { createHarness, DEMO_PASSWORD, type Harness } from '../../testing/harness';
import { fieldsOf, rows } from '../company/master-data-testing';
import { resetTokenHash } from '../general/password';
import { BASE, CHROME_ANDROID, refresh, signIn, type Session } from './session-testing';

const NEW_PASSWORD = 'Another-secret-42';
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ limits: { passwordChangeFailures: 5, passwordChangeWindowMs: 15 * 60_000 } });
});
afterAll(() => h.close());

const change = (session: Session, currentPassword: string, newPassword = NEW_PASSWORD) =>
  h.app.inject({ method: 'POST', url: `${BASE}/profile/password`, headers: session.auth, payload: { currentPassword, newPassword } });
const login = (email: string, password: string) => h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('changing the password', () => {
  it('refuses a wrong current password with 400 wrong_password on currentPassword', async () => {
    const res = await change(await signIn(h, 'ben@northwind.test'), 'not-my-password');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ code: 'wrong_password', errors: [{ field: 'currentPassword', message: 'The current password is not right' }] });
    expect((await login('ben@northwind.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers the 6th attempt after five wrong ones with 429 and Retry-After, even with the right password', async () => {
    const rita = await signIn(h, 'rita@requestonly.test');
    for (let i = 0; i < 5; i++) expect((await change(rita, `wrong-${i}`)).statusCode).toBe(400);
    const blocked = await change(rita, DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'too_many_attempts' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Per user: another person is not locked out by rita's attempts.
    expect((await change(await signIn(h, 'ben@northwind.test'), 'still-wrong')).statusCode).toBe(400);
  });

  it('starts counting again after the right password, and refuses a new password equal to the current one on newPassword', async () => {
    const nora = await signIn(h, 'nora@nomodules.test');
    for (let i = 0; i < 4; i++) expect((await change(nora, `wrong-${i}`)).statusCode).toBe(400);
    expect((await change(nora, DEMO_PASSWORD, NEW_PASSWORD)).statusCode).toBe(200);
    const same = await change(nora, NEW_PASSWORD, NEW_PASSWORD);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ code: 'same_password' });
    expect(fieldsOf(same)).toEqual(['newPassword']);
    for (let i = 0; i < 5; i++) expect((await change(nora, `wrong-${i}`)).statusCode).toBe(400);
    expect((await change(nora, NEW_PASSWORD, 'Yet-another-secret-7')).statusCode).toBe(429);
  });

  it('refuses a common or guessable new password with 400 common_password on newPassword, keeping the old one', async () => {
    const axel = await signIn(h, 'axel@assetonly.test');
    for (const guessable of ['password1234', 'Axel-Schmidt-1990', 'AtlasRental2025!', 'qwertyuiopasdf']) {
      const res = await change(axel, DEMO_PASSWORD, guessable);
      expect(res.statusCode, guessable).toBe(400);
      expect(res.json()).toMatchObject({ code: 'common_password', errors: [{ field: 'newPassword', message: 'Too common or too easy to guess' }] });
    }
    expect((await login('axel@assetonly.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('stores the new password and ends every other session of the user, keeping this one', async () => {
    const here = await signIn(h, 'olga@nocontact.test');
    const phone = await signIn(h, 'olga@nocontact.test', CHROME_ANDROID);
    const res = await change(here, DEMO_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(signedOutElsewhereSchema.parse(res.json())).toEqual({ ended: 1 });
    expect((await refresh(h, phone)).statusCode).toBe(401);
    expect((await refresh(h, here)).statusCode).toBe(200);
    const [hash] = await rows<{ password_hash: string }>(h, `SELECT password_hash FROM users WHERE email = 'olga@nocontact.test'`);
    expect(hash!.password_hash).toMatch(/^scrypt\$/);
    expect((await login('olga@nocontact.test', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login('olga@nocontact.test', NEW_PASSWORD)).statusCode).toBe(200);
    const [revoked] = await rows<{ n: number }>(h, `SELECT count(*)::int AS n FROM session_families f JOIN users u ON u.id = f.user_id WHERE u.email = 'olga@nocontact.test' AND f.revoked_reason = 'password change'`);
    expect(revoked!.n).toBe(1);
  });

  it('spends a reset link mailed before the change, so it cannot set the old password back (and needs no selected client)', async () => {
    const [dora] = await rows<{ id: number }>(h, `SELECT id FROM users WHERE email = 'dora@noclient.test'`);
    const token = randomBytes(32).toString('base64url');
    await rows(h, `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES (${dora!.id}, '${resetTokenHash(token)}', now() + interval '1 hour') RETURNING id`);
    const res = await change(await signIn(h, 'dora@noclient.test'), DEMO_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await rows<{ used_at: Date | null }>(h, `SELECT used_at FROM password_reset_tokens WHERE token_hash = '${resetTokenHash(token)}'`);
    expect(row!.used_at).not.toBeNull();
    const reset = await h.app.inject({ method: 'POST', url: '/api/public/profiles/password/reset', payload: { token, password: 'Old-again-123' } });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({ code: 'invalid_reset_token' });
    expect((await login('dora@noclient.test', NEW_PASSWORD)).statusCode).toBe(200);
  });
});
