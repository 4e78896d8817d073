// POST /company/users and …/:id/invitation: someone new is invited by mail, sets a password with
// the link (which accepts) and signs in with the roles given; someone with an account is asked and
// joins only when they accept, and the answer does not tell the two apart; members are refused;
// retries with the same key answer the same member; only managers invite.
import { randomUUID } from 'node:crypto';
import { rightsSchema } from '@portal/shared-api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAME_ANSWER_FLOOR_MS } from '../../lib/answer-floor';
import { clientUuid, createHarness, DEMO_PASSWORD, type Harness } from '../../testing/harness';
import { bearer, fieldsOf, invite, lastMail, login, memberByEmail, parsedMember, resetPassword, roleNamed, rows, send, tokenOf } from './people-testing';

let h: Harness;
let orderer: number;
let viewer: number;
beforeAll(async () => {
  h = await createHarness();
  orderer = (await roleNamed(h, 'Orderer')).id;
  viewer = (await roleNamed(h, 'Viewer')).id;
});
afterAll(() => h.close());

const newPerson = (email: string, roleIds: number[] = [orderer]) => ({ email, firstName: 'Fleur', lastName: 'Hoekstra', roleIds });
const outboxCount = async () => (await rows<{ n: number }>(h, 'SELECT count(*)::int AS n FROM outbox'))[0]!.n;

describe('inviting someone new', () => {
  it('mails a link that sets their password; they sign in with the rights of the roles given', async () => {
    const res = await invite(h, newPerson(' Fleur.Hoekstra@Example.test ', [viewer, orderer]));
    expect(res.statusCode, res.body).toBe(201);
    const member = parsedMember(res);
    expect(member).toMatchObject({ email: 'fleur.hoekstra@example.test', firstName: 'Fleur', lastName: 'Hoekstra', status: 'invited', self: false, version: 1 });
    expect(member.roles.map((r) => r.name)).toEqual(['Orderer', 'Viewer']);
    expect(Date.parse(member.invitedAt!)).toBeGreaterThan(Date.now() - 60_000);

    const [user] = await rows<{ passwordSet: boolean; language: string; invitedBy: number; modules: string }>(h, `
      SELECT u.password_set AS "passwordSet", u.preferred_language::text AS language, m.invited_by AS "invitedBy", m.modules::text AS modules
      FROM users u JOIN memberships m ON m.user_id = u.id WHERE u.email = 'fleur.hoekstra@example.test'`);
    expect(user).toMatchObject({ passwordSet: false, language: 'nl', invitedBy: 1, modules: '{order,request,asset}' });

    const mail = await lastMail(h, 'fleur.hoekstra@example.test');
    expect(mail).toMatchObject({ subject: 'U bent uitgenodigd voor Northwind Bouw B.V. op Atlas Rental', opCo: 'nl' });
    // As the portal says it (u, not je), and one full stop after B.V. (issue 32).
    expect(mail!.body).toContain('Anna de Vries heeft u uitgenodigd voor het Atlas Rental-portaal van Northwind Bouw B.V.\n');
    expect(mail!.body).toContain('om uw wachtwoord te kiezen');
    expect(mail!.body).toContain('binnen 7 dagen');
    expect(mail!.body).toContain('http://localhost:4200/auth/reset-password?token=');
    const [token] = await rows<{ days: number }>(h, "SELECT extract(epoch FROM expires_at - now()) / 86400 AS days FROM password_reset_tokens WHERE user_id = (SELECT id FROM users WHERE email = 'fleur.hoekstra@example.test')");
    expect(Number(token!.days)).toBeCloseTo(7, 1);

    // Setting the password from the invitation signs them in, as /auth/login does, in the language they chose there.
    const chosen = await resetPassword(h, tokenOf(mail!.body), 'a-fresh-secret-42', 'pl');
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(String(chosen.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(chosen.json().corporateClients.map((c: { name: string }) => c.name)).toEqual(['Northwind Bouw B.V.']);
    const profile = await h.app.inject({ url: '/api/usermgmt/profile', headers: bearer(chosen.json().accessToken, clientUuid('northwind-bouw')) });
    expect(profile.json(), profile.body).toMatchObject({ preferredLanguageCode: 'pl' });
    const signedIn = await login(h, 'fleur.hoekstra@example.test', 'a-fresh-secret-42');
    expect(signedIn.statusCode).toBe(200);
    const rights = await h.app.inject({ url: '/api/usermgmt/rights', headers: bearer(signedIn.json().accessToken, clientUuid('northwind-bouw')) });
    expect(rightsSchema.parse(rights.json()).rights.sort()).toEqual(['PLACE_ORDERS', 'VIEW_DOCUMENTS', 'VIEW_PRICES']);
    expect((await memberByEmail(h, 'fleur.hoekstra@example.test')).status).toBe('active');
  });

  it('refuses sign-in while the invited person has not set a password, even with the right one', async () => {
    await invite(h, newPerson('not.yet@example.test'));
    // Give the account a hash of a known password: only the missing password_set stops the sign-in.
    await rows(h, "UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE email = 'ben@northwind.test') WHERE email = 'not.yet@example.test'");
    const res = await login(h, 'not.yet@example.test', DEMO_PASSWORD);
    expect(res.json()).toMatchObject({ status: 401, code: 'invalid_credentials' });
    await rows(h, "UPDATE users SET password_set = true WHERE email = 'not.yet@example.test'");
    expect((await login(h, 'not.yet@example.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers a retry with the same key with the same member, once, and refuses the key for another invitation', async () => {
    const key = randomUUID();
    const body = newPerson('retry@example.test');
    const first = await invite(h, body, { key });
    const mails = await outboxCount();
    const again = await invite(h, body, { key });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(parsedMember(again)).toEqual(parsedMember(first));
    expect(await outboxCount()).toBe(mails);
    expect(await rows(h, "SELECT m.id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = 'retry@example.test'")).toHaveLength(1);
    expect((await invite(h, { ...body, firstName: 'Other' }, { key })).json()).toMatchObject({ status: 422, code: 'idempotency_key_reused' });
  });

  it('needs the Idempotency-Key and roles of the company that are not archived', async () => {
    expect(fieldsOf(await invite(h, newPerson('keyless@example.test'), { key: '' }))).toEqual(['idempotency-key']);
    const archived = (await roleNamed(h, 'Former buyers')).id;
    const infraRole = (await roleNamed(h, 'Orderer', { client: 'northwind-infra' })).id;
    for (const roleIds of [[archived], [infraRole], [orderer, 2_000_000]]) {
      const res = await invite(h, newPerson('wrong.roles@example.test', roleIds));
      expect(res.statusCode, JSON.stringify(roleIds)).toBe(400);
      expect(fieldsOf(res)).toEqual(['roleIds']);
      expect(res.body).not.toContain('Infra');
    }
    expect(fieldsOf(await invite(h, newPerson('no.roles@example.test', [])))).toEqual(['roleIds']);
    expect(fieldsOf(await invite(h, { ...newPerson('x'), email: 'not-an-email' }))).toEqual(['email']);
    expect(await rows(h, "SELECT id FROM users WHERE email = 'wrong.roles@example.test'")).toHaveLength(0);
  });
});

describe('inviting someone who has an account', () => {
  it('answers as for an unknown address (no name, no status of theirs, same time) and adds nothing until they accept (issue 31)', async () => {
    const tokens = async () => (await rows(h, "SELECT id FROM password_reset_tokens WHERE user_id = (SELECT id FROM users WHERE email = 'ben@northwind.test')")).length;
    const before = await tokens();
    const infraViewer = (await roleNamed(h, 'Viewer', { client: 'northwind-infra' })).id;
    const timed = async (body: unknown) => {
      const started = performance.now();
      const res = await invite(h, body, { client: 'northwind-infra' });
      return { res, ms: performance.now() - started };
    };
    const known = await timed({ email: 'BEN@northwind.test', firstName: 'Made', lastName: 'Up', roleIds: [infraViewer] });
    const unknown = await timed({ email: 'nobody.yet@example.test', firstName: 'Made', lastName: 'Up', roleIds: [infraViewer] });
    for (const { res, ms } of [known, unknown]) {
      expect(res.statusCode, res.body).toBe(201);
      expect(ms).toBeGreaterThanOrEqual(SAME_ANSWER_FLOOR_MS - 5);
    }
    const [a, b] = [parsedMember(known.res), parsedMember(unknown.res)];
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    expect(a).toMatchObject({ firstName: 'Made', lastName: 'Up', status: 'invited', version: 1, self: false });
    expect({ ...a, id: 0, email: '', invitedAt: '' }).toEqual({ ...b, id: 0, email: '', invitedAt: '' });
    // Member ids come from one sequence, whichever account is behind them.
    expect(b.id).toBe(a.id + 1);
    expect(known.res.body).not.toMatch(/Jansen|"active"/);

    // Ben is asked, by mail and once signed in; Northwind Infra is not his yet.
    const mail = await lastMail(h, 'ben@northwind.test');
    expect(mail).toMatchObject({ subject: 'Uitnodiging om lid te worden van Northwind Infra B.V. op Atlas Rental' });
    expect(mail!.body).toContain('Hallo Made,');
    expect(mail!.body).toContain('http://localhost:4200/instances');
    expect(mail!.body).not.toContain('token=');
    expect(await tokens()).toBe(before);
    const asBen = await h.as('ben@northwind.test', 'northwind-bouw');
    const clients = await h.app.inject({ url: '/api/corporate-clients', headers: asBen });
    expect(clients.json().map((c: { name: string }) => c.name)).toEqual(['Northwind Bouw B.V.']);
    const infra = await h.app.inject({ url: '/api/usermgmt/rights', headers: { ...asBen, 'x-corporate-client': clientUuid('northwind-infra') } });
    expect(infra.statusCode).toBe(403);
    expect((await memberByEmail(h, 'ben@northwind.test', { client: 'northwind-infra' })).firstName).toBe('Made');

    // He accepts: the company is his, with the roles given, and it knows his own name now.
    const pending = await h.app.inject({ url: '/api/usermgmt/profile/invitations', headers: asBen });
    expect(pending.json().items).toEqual([expect.objectContaining({ id: a.id, company: 'Northwind Infra B.V.', invitedBy: 'Anna de Vries' })]);
    expect((await h.app.inject({ method: 'POST', url: `/api/usermgmt/profile/invitations/${a.id}/accept`, headers: asBen })).statusCode).toBe(204);
    const rights = await h.app.inject({ url: '/api/usermgmt/rights', headers: await h.as('ben@northwind.test', 'northwind-infra') });
    expect(rightsSchema.parse(rights.json()).rights).toEqual(['VIEW_DOCUMENTS']);
    expect(await memberByEmail(h, 'ben@northwind.test', { client: 'northwind-infra' })).toMatchObject({ firstName: 'Ben', lastName: 'Jansen', status: 'active' });
  });

  it('sends the invitation, not the notice, to someone another company invited who has no password yet', async () => {
    await invite(h, newPerson('twice.invited@example.test'));
    const infraViewer = (await roleNamed(h, 'Viewer', { client: 'northwind-infra' })).id;
    const res = await invite(h, newPerson('twice.invited@example.test', [infraViewer]), { client: 'northwind-infra' });
    expect(parsedMember(res)).toMatchObject({ status: 'invited' });
    const mail = await lastMail(h, 'twice.invited@example.test');
    expect(mail!.subject).toBe('U bent uitgenodigd voor Northwind Infra B.V. op Atlas Rental');
    expect((await resetPassword(h, tokenOf(mail!.body), 'a-fresh-secret-42')).statusCode).toBe(200);
    const signedIn = await login(h, 'twice.invited@example.test', 'a-fresh-secret-42');
    expect(signedIn.statusCode, signedIn.body).toBe(200);

    // The link they used answered Northwind Infra's invitation; Northwind Bouw's still waits for them.
    expect(signedIn.json().corporateClients.map((c: { name: string }) => c.name)).toEqual(['Northwind Infra B.V.']);
    const pending = await h.app.inject({ url: '/api/usermgmt/profile/invitations', headers: bearer(signedIn.json().accessToken) });
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json().items.map((i: { company: string }) => i.company)).toEqual(['Northwind Bouw B.V.']);
  });

  it('answers 409 already_member for a member, a deactivated one too', async () => {
    const res = await invite(h, newPerson('ben@northwind.test'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'already_member', errors: [{ field: 'email' }] });
    const member = parsedMember(await invite(h, newPerson('gone@example.test')));
    expect((await send(h, 'POST', `/users/${member.id}/deactivate`, { version: 1 })).statusCode).toBe(200);
    expect((await invite(h, newPerson('Gone@Example.test'))).json()).toMatchObject({ status: 409, code: 'already_member' });
  });
});

describe('sending the invitation again', () => {
  it('sends a new link to an invited user; the old one stops working', async () => {
    const member = parsedMember(await invite(h, newPerson('again@example.test')));
    const oldToken = tokenOf((await lastMail(h, 'again@example.test'))!.body);
    const res = await send(h, 'POST', `/users/${member.id}/invitation`, { version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(parsedMember(res)).toMatchObject({ status: 'invited', version: 2 });
    const newToken = tokenOf((await lastMail(h, 'again@example.test'))!.body);
    expect(newToken).not.toBe(oldToken);
    expect((await resetPassword(h, oldToken, 'a-fresh-secret-42')).json()).toMatchObject({ status: 400, code: 'invalid_reset_token' });
    expect((await resetPassword(h, newToken, 'a-fresh-secret-42')).statusCode).toBe(200);
  });

  it('answers 409 not_invited to an active user, version_conflict to a stale version, 404 for another client\'s', async () => {
    const ben = await memberByEmail(h, 'ben@northwind.test');
    expect((await send(h, 'POST', `/users/${ben.id}/invitation`, { version: ben.version })).json()).toMatchObject({ status: 409, code: 'not_invited' });
    const member = parsedMember(await invite(h, newPerson('stale@example.test')));
    const stale = await send(h, 'POST', `/users/${member.id}/invitation`, { version: 5 });
    expect(stale.json()).toMatchObject({ status: 409, code: 'version_conflict', current: { id: member.id, version: 1 } });
    expect((await send(h, 'POST', `/users/${member.id}/invitation`, { version: 1 }, { client: 'northwind-infra' })).statusCode).toBe(404);
  });
});

describe('who may invite', () => {
  it('refuses Ben (no MANAGE_ROLES_AND_USERS) with 403 missing_right, writing nothing', async () => {
    const ben = { email: 'ben@northwind.test' };
    expect((await invite(h, newPerson('by.ben@example.test'), ben)).json()).toMatchObject({ status: 403, code: 'missing_right' });
    const member = parsedMember(await invite(h, newPerson('resend.by.ben@example.test')));
    expect((await send(h, 'POST', `/users/${member.id}/invitation`, { version: 1 }, ben)).json()).toMatchObject({ status: 403, code: 'missing_right' });
    expect(await rows(h, "SELECT id FROM users WHERE email = 'by.ben@example.test'")).toHaveLength(0);
  });
});

describe('limits on what an invitation mails (issue 31)', () => {
  let limited: Harness;
  beforeAll(async () => {
    limited = await createHarness({ limits: { invitationsPerUserPerHour: 2, invitationsPerClientPerHour: 3 } });
  });
  afterAll(() => limited.close());
  const person = (email: string, firstName = 'Fleur') => ({ email, firstName, lastName: 'Hoekstra', roleIds: [] as number[] });

  it('refuses a name that carries a message, a link or markup, and mails nothing', async () => {
    const before = (await rows<{ n: number }>(limited, 'SELECT count(*)::int AS n FROM outbox'))[0]!.n;
    for (const firstName of ['customer,\n\nURGENT: your account is locked', 'Verify at https://evil.example/login', 'evil.example', '<b>Anna</b>']) {
      const res = await invite(limited, { ...person('named@example.test', firstName), roleIds: [(await roleNamed(limited, 'Site orderer')).id] });
      expect(res.statusCode, firstName).toBe(400);
      expect(fieldsOf(res), firstName).toContain('firstName');
    }
    expect((await rows<{ n: number }>(limited, 'SELECT count(*)::int AS n FROM outbox'))[0]!.n).toBe(before);
  });

  it('answers 429 with Retry-After past an inviter\'s hourly allowance, creating and mailing nothing', async () => {
    const role = (await roleNamed(limited, 'Site orderer')).id;
    const ask = (email: string) => invite(limited, { ...person(email), roleIds: [role] });
    expect((await ask('first@example.test')).statusCode).toBe(201);
    expect((await ask('second@example.test')).statusCode).toBe(201);
    const refused = await ask('third@example.test');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rows(limited, "SELECT id FROM users WHERE email = 'third@example.test'")).toHaveLength(0);
  });

  it('stores no password hash for an invitation: nothing to derive until the password is set', async () => {
    const [account] = await rows<{ password_hash: string; password_set: boolean }>(limited, "SELECT password_hash, password_set FROM users WHERE email = 'first@example.test'");
    expect(account).toEqual({ password_hash: '!unset', password_set: false });
  });
});
