// /api/usermgmt/profile/sessions: where the caller is signed in, named by browser and system,
// their own session marked, and "sign out everywhere else" ending all but that one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInDevicesSchema, type SignedInDevice } from '@portal/shared-api-contract';
import { createHarness, type Harness } from '../../testing/harness';
import { rows } from '../company/master-data-testing';
import { BASE, CHROME_ANDROID, CHROME_WINDOWS, refresh, refreshed, SAFARI_MAC, signIn, type Session } from './session-testing';
import { ownCallerHeaders } from '../../auth/csrf';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function devices(session: Session): Promise<SignedInDevice[]> {
  const res = await h.app.inject({ url: `${BASE}/profile/sessions`, headers: session.auth });
  expect(res.statusCode, res.body).toBe(200);
  // Never the raw user agent, nor anything else the contract does not name.
  expect(res.body).not.toMatch(/Mozilla|AppleWebKit/);
  const { items } = res.json() as { items: Record<string, unknown>[] };
  for (const item of items) expect(Object.keys(item).sort()).toEqual(['browser', 'current', 'id', 'lastUsedAt', 'os', 'signedInAt']);
  return signedInDevicesSchema.parse(res.json()).items;
}
const familiesOf = (email: string) => rows<{ id: string }>(h, `SELECT f.id FROM session_families f JOIN users u ON u.id = f.user_id WHERE u.email = '${email}'`);
const signOutOthers = (session: Session) => h.app.inject({ method: 'POST', url: `${BASE}/profile/sessions/sign-out-others`, headers: session.auth });

describe('signed-in devices', () => {
  it('lists each sign-in with its browser and system, the caller\'s own marked current, last used first', async () => {
    let laptop = await signIn(h, 'axel@assetonly.test', CHROME_WINDOWS);
    const phone = await signIn(h, 'axel@assetonly.test', CHROME_ANDROID);
    const fromPhone = await devices(phone);
    expect(fromPhone.map(({ browser, os, current }) => ({ browser, os, current }))).toEqual([
      { browser: 'Chrome 131', os: 'Android 15', current: true },
      { browser: 'Chrome 131', os: 'Windows 10', current: false },
    ]);
    for (const device of fromPhone) expect(Math.abs(Date.parse(device.signedInAt) - Date.now())).toBeLessThan(60_000);

    // A refresh keeps the session (same id) and makes it the last used one.
    laptop = await refreshed(h, laptop);
    const fromLaptop = await devices(laptop);
    expect(fromLaptop.map((d) => d.id)).toEqual([fromPhone[1]!.id, fromPhone[0]!.id]);
    expect(fromLaptop.map((d) => d.current)).toEqual([true, false]);
    expect(Date.parse(fromLaptop[0]!.lastUsedAt)).toBeGreaterThan(Date.parse(fromLaptop[0]!.signedInAt));
  });

  it('leaves out sessions that were signed out, are older than 30 days or whose refresh token expired', async () => {
    const here = await signIn(h, 'carl@blocked.test', SAFARI_MAC);
    const gone = await signIn(h, 'carl@blocked.test', CHROME_ANDROID);
    await h.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: gone.cookie, ...ownCallerHeaders } });
    const old = await signIn(h, 'carl@blocked.test', CHROME_WINDOWS);
    const idle = await signIn(h, 'carl@blocked.test', 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0');
    const listed = await devices(here);
    expect(listed.map((d) => d.os)).toEqual(['Linux', 'Windows 10', 'macOS']);
    const idOf = (os: string) => listed.find((d) => d.os === os)!.id;
    await rows(h, `UPDATE session_families SET created_at = now() - interval '31 days' WHERE id = '${idOf('Windows 10')}' RETURNING id`);
    await rows(h, `UPDATE refresh_tokens SET expires_at = now() - interval '1 minute' WHERE family_id = '${idOf('Linux')}' RETURNING id`);
    expect(await devices(here)).toEqual([expect.objectContaining({ browser: 'Safari 18', os: 'macOS', current: true })]);
    // The list agrees with what still works.
    expect((await refresh(h, old)).statusCode).toBe(401);
    expect((await refresh(h, idle)).statusCode).toBe(401);
    expect((await refresh(h, here)).statusCode).toBe(200);
  });

  it('signs out everywhere else: the other sessions end, this one stays', async () => {
    const here = await signIn(h, 'olga@nocontact.test', CHROME_WINDOWS);
    const phone = await signIn(h, 'olga@nocontact.test', CHROME_ANDROID);
    const tablet = await signIn(h, 'olga@nocontact.test', SAFARI_MAC);
    const res = await signOutOthers(here);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    expect(await devices(here)).toEqual([expect.objectContaining({ browser: 'Chrome 131', os: 'Windows 10', current: true })]);
    expect((await refresh(h, phone)).statusCode).toBe(401);
    expect((await refresh(h, tablet)).statusCode).toBe(401);
    expect((await refresh(h, here)).statusCode).toBe(200);
    // Nothing left to end.
    expect((await signOutOthers(here)).json()).toEqual({ ended: 0 });
  });

  it("never lists another user's sessions, nor ends them", async () => {
    const ben = await signIn(h, 'ben@northwind.test', CHROME_ANDROID);
    const dora = await signIn(h, 'dora@noclient.test', CHROME_WINDOWS);
    const bens = (await familiesOf('ben@northwind.test')).map((f) => f.id);
    const listed = (await devices(dora)).map((d) => d.id);
    expect(listed).toHaveLength(1);
    expect(listed.filter((id) => bens.includes(id))).toEqual([]);
    expect((await signOutOthers(dora)).json()).toEqual({ ended: 0 });
    expect((await refresh(h, ben)).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await h.app.inject({ url: `${BASE}/profile/sessions` })).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'POST', url: `${BASE}/profile/sessions/sign-out-others` })).statusCode).toBe(401);
  });
});
