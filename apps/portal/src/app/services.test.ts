import { benProfile } from '@portal/profile-util/testing';
import { appConfigFixture } from '@portal/shared-api-contract/testing';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { createAppServices } from './services';

const api = 'http://localhost:4200/api';
// A uuid as the contract has them: the shell's answers are checked against it where they enter.
const uuid = '5eed0000-0000-4000-8000-000000000007';
const client = { id: 7, externalUuid: uuid, name: 'Northwind Bouw B.V.', showPrices: true, opCo: 'nl' };
const server = setupServer(
  http.post(`${api}/auth/refresh`, () => HttpResponse.json({ accessToken: 'token-1', tokenType: 'Bearer', expiresIn: 600, corporateClients: [client] })),
  http.get(`${api}/availability`, () => HttpResponse.json({ status: 'UP', bannerText: null })),
  http.get(`${api}/corporate-clients`, () => HttpResponse.json([client])),
  http.get(`${api}/corporate-clients/${uuid}`, () => HttpResponse.json({ ...client, commerciallyBlocked: false })),
  http.get(`${api}/global-actions`, () => HttpResponse.json({ order: { possible: true, disabled: false } })),
  http.get(`${api}/usermgmt/modules`, () => HttpResponse.json({ modules: ['order'] })),
  http.get(`${api}/usermgmt/rights`, () => HttpResponse.json({ rights: [] })),
  http.get(`${api}/usermgmt/profile`, () => HttpResponse.json(benProfile)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the start of a session (issue 14)', () => {
  it('picks the client from the list the session restore brought, with no round trip for the list, then loads its settings once', async () => {
    const services = createAppServices(appConfigFixture({ env: 'qa' }), { onLoggedOut: vi.fn() });
    const get = vi.spyOn(services.http, 'get');
    const asked = () => get.mock.calls.map(([url]) => url.replace(api, ''));
    services.lifecycle.start();
    await waitFor(services.lifecycle, (s) => s.matches({ app: { authenticated: 'initialised' } }));
    services.lifecycle.stop();

    expect(services.lifecycle.getSnapshot().context.corporateClient).toEqual({ corporateClientId: 7, corporateClientUuid: uuid });
    expect(asked().sort()).toEqual(['/availability', `/corporate-clients/${uuid}`, '/global-actions', '/usermgmt/modules', '/usermgmt/profile', '/usermgmt/rights']);
  });
});
