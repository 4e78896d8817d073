// The invitee's side of an invitation (issue 31): only their own waiting invitations are listed and
// answered; declining removes the membership (the company may ask again); nothing of the company
// is theirs before they accept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientUuid, createHarness, type Harness } from '../../testing/harness';
import { invite, memberByEmail, members, parsedMember, roleNamed, send } from '../company/people-testing';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const asRita = () => h.as('rita@requestonly.test', 'request-only');
const pending = async () => (await h.app.inject({ url: '/api/usermgmt/profile/invitations', headers: await asRita() })).json().items as { id: number; company: string }[];
const answer = async (id: number, how: 'accept' | 'decline', as = asRita) =>
  h.app.inject({ method: 'POST', url: `/api/usermgmt/profile/invitations/${id}/${how}`, headers: await as() });
const inviteRita = async () => parsedMember(await invite(h, { email: 'rita@requestonly.test', firstName: 'Rita', lastName: 'P', roleIds: [(await roleNamed(h, 'Viewer')).id] }));

describe('answering an invitation', () => {
  it('lists only the caller\'s waiting invitations; nobody else can answer them', async () => {
    const member = await inviteRita();
    expect(await pending()).toEqual([expect.objectContaining({ id: member.id, company: 'Northwind Bouw B.V.', invitedBy: 'Anna de Vries' })]);
    // Rita sees nothing of the company meanwhile.
    const headers = { ...(await asRita()), 'x-corporate-client': clientUuid('northwind-bouw') };
    expect((await h.app.inject({ url: '/api/overview/contracts', headers })).statusCode).toBe(403);
    // Not Ben's to answer, nor Anna's (who sent it): 404, and it still waits.
    expect((await answer(member.id, 'accept', () => h.as('ben@northwind.test', 'northwind-bouw'))).statusCode).toBe(404);
    expect((await answer(member.id, 'decline', () => h.as('anna@northwind.test', 'northwind-bouw'))).statusCode).toBe(404);
    expect((await memberByEmail(h, 'rita@requestonly.test')).status).toBe('invited');
  });

  it('declining removes the membership and its roles; the company may invite again', async () => {
    const [waiting] = await pending();
    expect((await answer(waiting!.id, 'decline')).statusCode).toBe(204);
    expect(await pending()).toEqual([]);
    expect((await members(h)).map((m) => m.email)).not.toContain('rita@requestonly.test');
    expect((await answer(waiting!.id, 'decline')).statusCode).toBe(404);
    expect((await inviteRita()).status).toBe('invited');
  });

  it('accepting gives access at once; answering again is 404', async () => {
    const [waiting] = await pending();
    expect((await answer(waiting!.id, 'accept')).statusCode).toBe(204);
    const clients = await h.app.inject({ url: '/api/corporate-clients', headers: await asRita() });
    expect(clients.json().map((c: { name: string }) => c.name)).toEqual(['Northwind Bouw B.V.', 'Request Only Services BV']);
    expect((await h.app.inject({ url: '/api/usermgmt/rights', headers: await h.as('rita@requestonly.test', 'northwind-bouw') })).json().rights).toEqual(['VIEW_DOCUMENTS']);
    expect(await memberByEmail(h, 'rita@requestonly.test')).toMatchObject({ firstName: 'Rita', lastName: 'Peeters', status: 'active' });
    expect((await answer(waiting!.id, 'accept')).statusCode).toBe(404);
  });

  it('a deactivated invitation cannot be accepted', async () => {
    const member = parsedMember(await invite(h, { email: 'axel@assetonly.test', firstName: 'Axel', lastName: 'S', roleIds: [(await roleNamed(h, 'Viewer')).id] }));
    expect((await send(h, 'POST', `/users/${member.id}/deactivate`, { version: member.version })).statusCode).toBe(200);
    const asAxel = () => h.as('axel@assetonly.test', 'asset-only');
    expect((await h.app.inject({ url: '/api/usermgmt/profile/invitations', headers: await asAxel() })).json().items).toEqual([]);
    expect((await answer(member.id, 'accept', asAxel)).statusCode).toBe(404);
  });
});
