import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordResetTokens } from '../../db/schema';
import { countRows, createHarness, DEMO_PASSWORD, type Harness } from '../../testing/harness';
import { ownCallerHeaders } from '../../auth/csrf';
import { SAME_ANSWER_FLOOR_MS } from '../../lib/answer-floor';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const forgot = (email: string, opCo = 'nl') =>
  h.app.inject({ method: 'POST', url: '/api/public/profiles/password/forgot', headers: { 'x-opco': opCo }, payload: { email } });
const reset = (token: string, password: string) =>
  h.app.inject({ method: 'POST', url: '/api/public/profiles/password/reset', payload: { token, password } });
const login = (email: string, password: string) => h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** The token as mailed: read back from the outbox, as a mail delivery worker would. */
async function mailedToken(email: string): Promise<string> {
  const [mail] = await h.database.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id)).limit(1);
  const token = mail?.body.match(/token=([\w-]+)/)?.[1];
  if (!token) throw new Error('no mail');
  return decodeURIComponent(token);
}

describe('forgot password', () => {
  it('takes as long for a known address as for an unknown one: no answer comes before the floor', async () => {
    for (const email of ['ben@northwind.test', 'ghost@northwind.test', 'anna@northwind.test', 'nobody@example.test']) {
      const started = performance.now();
      expect((await forgot(email)).statusCode).toBe(202);
      // A timer may fire a little early by the clock that measures it: 5 ms of slack.
      expect(performance.now() - started, email).toBeGreaterThanOrEqual(SAME_ANSWER_FLOOR_MS - 5);
    }
  });

  it('answers 202 for known and unknown addresses alike, mailing only the known one', async () => {
    const before = await countRows(h.database, 'SELECT count(*) AS n FROM outbox');
    const known = await forgot('ben@northwind.test', 'de');
    const unknown = await forgot('ghost@northwind.test');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(await countRows(h.database, 'SELECT count(*) AS n FROM outbox')).toBe(before + 1);
    const [mail] = await h.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail).toMatchObject({ recipient: 'ben@northwind.test', opCo: 'de', subject: 'Atlas Rental-Passwort zurücksetzen' });
    expect(mail?.body).toContain('http://localhost:4200/auth/reset-password?token=');
  });

  it('rejects an unknown X-Opco and a malformed email, naming the field', async () => {
    expect((await forgot('ben@northwind.test', 'xx')).json()).toMatchObject({ status: 400, errors: [{ field: 'x-opco' }] });
    expect((await forgot('not-an-email')).json()).toMatchObject({ status: 400, errors: [{ field: 'email' }] });
  });
});

describe('reset password', () => {
  it('sets the new password once, ends existing sessions, and the token cannot be reused', async () => {
    const session = await login('olga@nocontact.test', DEMO_PASSWORD);
    const cookie = String(session.headers['set-cookie']).split(';')[0]!;
    await forgot('olga@nocontact.test');
    const token = await mailedToken('olga@nocontact.test');

    expect((await reset(token, 'a-brand-new-secret-9')).statusCode).toBe(204);
    expect((await login('olga@nocontact.test', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login('olga@nocontact.test', 'a-brand-new-secret-9')).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie, ...ownCallerHeaders } })).statusCode).toBe(401);

    const again = await reset(token, 'another-new-secret-9');
    expect(again.json()).toMatchObject({ status: 400, code: 'invalid_reset_token', errors: [{ field: 'token' }] });
  });

  it('refuses an expired token (older than one hour)', async () => {
    await forgot('axel@assetonly.test');
    const token = await mailedToken('axel@assetonly.test');
    await h.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await reset(token, 'a-brand-new-secret-9')).json()).toMatchObject({ code: 'invalid_reset_token' });
    expect((await login('axel@assetonly.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a short, common or guessable password with a 400 naming the field, without spending the token', async () => {
    await forgot('nora@nomodules.test');
    const token = await mailedToken('nora@nomodules.test');
    for (const weak of ['short1!', 'x'.repeat(129)]) {
      const res = await reset(token, weak);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'password' })]));
    }
    // Common, or made of the user's own details and the portal's name: refused by the server only.
    for (const guessable of ['password1234', 'Baseball-2024!', 'Nora-Kowalska-85', 'nomodules-atlas']) {
      const res = await reset(token, guessable);
      expect(res.statusCode, guessable).toBe(400);
      expect(res.json()).toMatchObject({ code: 'common_password', errors: [{ field: 'password', message: 'Too common or too easy to guess' }] });
    }
    // No composition rules: letters only is fine when long and not a guess.
    expect((await reset(token, 'finally long enough')).statusCode).toBe(204);
  });

  it('spends every other unused link of the user with a successful reset', async () => {
    await forgot('rita@requestonly.test');
    const older = await mailedToken('rita@requestonly.test');
    await forgot('rita@requestonly.test');
    const newer = await mailedToken('rita@requestonly.test');
    expect(newer).not.toBe(older);
    expect((await reset(newer, 'a-brand-new-secret-9')).statusCode).toBe(204);
    // The older mail is still in the mailbox: it must not set the password again.
    expect((await reset(older, 'someone-elses-idea-7')).json()).toMatchObject({ status: 400, code: 'invalid_reset_token' });
    expect((await login('rita@requestonly.test', 'a-brand-new-secret-9')).statusCode).toBe(200);
  });

  it('sends at most three mails per address per hour, still answering 202', async () => {
    const before = await countRows(h.database, "SELECT count(*) AS n FROM outbox WHERE recipient = 'carl@blocked.test'");
    for (let i = 0; i < 5; i++) expect((await forgot('carl@blocked.test')).statusCode).toBe(202);
    expect(await countRows(h.database, "SELECT count(*) AS n FROM outbox WHERE recipient = 'carl@blocked.test'")).toBe(before + 3);
  });
});
