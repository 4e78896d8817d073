import type { ProjectPoBudgets } from '@portal/shared-api-contract';
import { expect, it } from 'vitest';
import { projectManagerSession } from './fixtures';
import { fetchPoBudgets, savePoBudgets } from './po-budgets';
import { answer, api, seen, server, useTestServer } from '../test-server';

useTestServer();
const budgets: ProjectPoBudgets = {
  projectId: 3, projectName: 'Harbour bridge', currency: 'EUR', version: 4,
  items: [{ poReference: 'PO-88121', budget: '10000.00', invoiced: '6000.00', committed: '2600.00', projected: '8600.00' }],
};

it('reads a project’s PO budgets and saves them with the version, for the session client', async () => {
  server.use(answer('get', '/company/projects/3/po-budgets', budgets), answer('put', '/company/projects/3/po-budgets', { ...budgets, version: 5 }));
  expect(await fetchPoBudgets(api, projectManagerSession, 3)).toEqual(budgets);
  const input = { version: 4, budgets: [{ poReference: 'PO-88121', amount: 10000 }] };
  expect((await savePoBudgets(api, projectManagerSession, 3, input)).version).toBe(5);
  expect(seen.map((s) => s.method)).toEqual(['GET', 'PUT']);
  expect(seen[1]).toMatchObject({ client: projectManagerSession.client.uuid, body: input });
});
