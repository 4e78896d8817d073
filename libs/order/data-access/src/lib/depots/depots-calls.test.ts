import { createCallTestServer } from '@portal/shared-data-access-http/testing';
import { describe, expect, it } from 'vitest';
import { testSession } from '../fixtures';
import { depotsQuery, fetchDepots } from './depots';
import { depotsResponse } from './fixtures';

const { seen, server, api, answer, useTestServer } = createCallTestServer('http://api.test/api/overview', 'apiUrlOverview');
useTestServer();

describe('depot calls', () => {
  it('reads the depots for the session client and checks them against the contract', async () => {
    server.use(answer('get', '/depots', depotsResponse));
    expect(await fetchDepots(api, testSession)).toEqual(depotsResponse);
    expect(seen).toMatchObject([{ method: 'GET', client: testSession.client.uuid }]);
    expect(seen[0]!.url.pathname).toBe('/api/overview/depots');
  });

  it('refuses an answer that is not the contract', async () => {
    server.use(answer('get', '/depots', { timeZone: 'Europe/Amsterdam', items: [{ id: 1, name: 'No address' }] }));
    await expect(fetchDepots(api, testSession)).rejects.toThrow();
  });

  it('keys the query by the client, so another client never reads these depots from the cache', () => {
    const other = { ...testSession, client: { ...testSession.client, uuid: '5eed0000-0000-4000-8000-000000000002' } };
    expect(depotsQuery(api, testSession).queryKey).toEqual(['order', testSession.client.uuid, 'depots']);
    expect(depotsQuery(api, other).queryKey).not.toEqual(depotsQuery(api, testSession).queryKey);
  });
});
