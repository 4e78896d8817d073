// Security notices (issue 34): a sign-in from a browser the account never used, and every password
// change or reset, mail the account's owner in their language; the first sign-in ever, and the
// same browser again, do not.
import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { createHarness, DEMO_PASSWORD, type Harness } from '../testing/harness';
import { deviceName } from './security-mails';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const lastId = async () => (await h.database.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1))[0]?.id ?? 0;
const mailsTo = async (email: string, after: number) => h.database.db.select().from(outbox).where(and(eq(outbox.recipient, email), gt(outbox.id, after))).orderBy(outbox.id);
const signIn = async (email: string, userAgent: string, password = DEMO_PASSWORD) => {
  const res = await h.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'user-agent': userAgent }, payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { accessToken: string }).accessToken;
};

describe('security notices', () => {
  it('mails a sign-in from a new browser, not the first sign-in ever nor the same browser again', async () => {
    const before = await lastId();
    await signIn('axel@assetonly.test', CHROME);
    await signIn('axel@assetonly.test', CHROME);
    expect(await mailsTo('axel@assetonly.test', before)).toEqual([]);
    await signIn('axel@assetonly.test', FIREFOX);
    const [notice, ...more] = await mailsTo('axel@assetonly.test', before);
    expect(more).toEqual([]);
    // Axel reads German.
    expect(notice!.subject).toBe('Neue Anmeldung bei Ihrem Konto');
    expect(notice!.body).toContain('Guten Tag Axel,');
    expect(notice!.body).toContain('Gerät: Firefox 133 · Windows 10');
    expect(notice!.body).toMatch(/Wann: \d{1,2}\. \S+ \d{4} um \d{1,2}:\d{2} (MEZ|MESZ)/);
    expect(notice!.body).toContain('http://localhost:4200/auth/forgot-password');
    expect(notice!.html).toContain('<html lang="de">');
  });

  it('mails a password change from the profile and a reset by link, always', async () => {
    const email = 'rita@requestonly.test';
    let before = await lastId();
    const token = await signIn(email, CHROME);
    const changed = await h.app.inject({
      method: 'POST', url: '/api/usermgmt/profile/password', headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Bouwkraan-Haven-2026' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await mailsTo(email, before)).map((m) => m.subject)).toEqual(['Uw wachtwoord is gewijzigd']);

    await h.app.inject({ method: 'POST', url: '/api/public/profiles/password/forgot', headers: { 'x-opco': 'be' }, payload: { email } });
    const reset = (await mailsTo(email, before)).at(-1)!;
    const link = reset.body.match(/token=([\w-]+)/)![1]!;
    before = await lastId();
    expect((await h.app.inject({ method: 'POST', url: '/api/public/profiles/password/reset', headers: { 'x-opco': 'be' }, payload: { token: link, password: DEMO_PASSWORD + '-Terug' } })).statusCode).toBe(204);
    expect((await mailsTo(email, before)).map((m) => m.subject)).toEqual(['Uw wachtwoord is gewijzigd']);
  });

  it('names a browser and system as the list of signed-in devices does', () => {
    expect(deviceName(FIREFOX)).toBe('Firefox 133 · Windows 10');
    expect(deviceName(CHROME)).toBe('Chrome 131 · Linux');
    expect(deviceName(undefined)).toBe('?');
  });
});
