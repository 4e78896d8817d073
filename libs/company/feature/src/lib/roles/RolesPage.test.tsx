import type { RoleSearch } from '@portal/company-util';
import type { Role } from '@portal/shared-api-contract';
import { withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { adminRole, companyBase, firstLoad, formerRole, managerSession, ordererRole, TestMode } from '../users/test-people';
import { RolesPage } from './RolesPage';

const base = `${companyBase}/roles`;
const sent: { path: string; body: unknown }[] = [];
const record = async (request: Request) => sent.push({ path: new URL(request.url).pathname, body: await request.json() });
/** The company has the order and request modules, not the asset one. */
const offered = ['MANAGE_ROLES_AND_USERS', 'PLACE_ORDERS', 'APPROVE_ORDERS', 'VIEW_PRICES', 'VIEW_DOCUMENTS', 'MANAGE_REQUESTS'];
const server = setupServer(
  http.get(base, ({ request }) => HttpResponse.json({ items: new URL(request.url).searchParams.get('archived') ? [adminRole, ordererRole, formerRole] : [adminRole, ordererRole] })),
  http.get(`${base}/rights`, () => HttpResponse.json({ rights: offered })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

function renderPage(search: RoleSearch = {}) {
  const onSearchChange = vi.fn();
  const onRolesChanged = vi.fn();
  const view = renderWithUi(<TestMode>{withApp(<RolesPage session={managerSession} search={search} onSearchChange={onSearchChange} onRolesChanged={onRolesChanged} />).element}</TestMode>);
  return { ...view, onSearchChange, onRolesChanged };
}
const card = (name: string) => screen.getByRole('region', { name });

it('shows each role’s rights by group, named and explained, with its users; archived ones greyed when shown, axe clean', async () => {
  const { container, onSearchChange } = renderPage({ archived: true });
  const admin = await screen.findByRole('region', { name: 'Administrator' }, firstLoad);
  expect(within(admin).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Orders', 'Administration']);
  expect(within(admin).getByText('1 active user')).toBeInTheDocument();
  const rights = within(admin).getAllByRole('listitem').map((li) => li.textContent);
  expect(rights[0]).toBe('Place orders: Place new rental orders for the company.');
  expect(rights.map((r) => r!.split(':')[0])).toEqual(['Place orders', 'Approve orders', 'See prices', 'Manage users and roles']);
  expect(rights[3]).toMatch(/^Manage users and roles: Invite and deactivate users/);
  expect(within(card('Site orderer')).getByText('3 active users')).toBeInTheDocument();

  const former = card('Former buyer');
  expect(former).toHaveAttribute('data-archived', 'true');
  expect(within(former).getByText('Archived')).toBeInTheDocument();
  expect(within(former).getByRole('heading', { level: 3, name: 'Documents, requests and assets' })).toBeInTheDocument();
  expect(within(former).getByRole('button', { name: 'Restore: Former buyer' })).toBeInTheDocument();
  expect(within(former).queryByRole('button', { name: /^Edit/ })).toBeNull();
  await expectNoAxeViolations(container);

  await userEvent.click(screen.getByRole('switch', { name: 'Show archived' }));
  expect(onSearchChange).toHaveBeenLastCalledWith({});
});

it('asks before archiving, saying who loses which rights, and says so when nobody does', async () => {
  server.use(
    http.get(`${base}/2/archive-impact`, () => HttpResponse.json({ members: [{ id: 2, firstName: 'Ben', lastName: 'Jansen', loses: ['PLACE_ORDERS'] }, { id: 5, firstName: 'Cleo', lastName: 'Bakker', loses: ['VIEW_PRICES', 'PLACE_ORDERS'] }] })),
    http.get(`${base}/1/archive-impact`, async () => (await delay(300), HttpResponse.json({ members: [] }))),
    http.post(`${base}/2/archive`, async ({ request }) => (await record(request), HttpResponse.json({ ...ordererRole, archived: true, version: 2 }))),
  );
  const { onRolesChanged, container } = renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Archive: Administrator' }, firstLoad));
  let dialog = await screen.findByRole('dialog', { name: 'Archive Administrator?' });
  // Nobody archives before being told: the confirmation waits for the answer.
  expect(within(dialog).getByRole('button', { name: 'Archive' })).toBeDisabled();
  expect(await within(dialog).findByText(/^Nobody loses a right/)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Archive' })).toBeEnabled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));

  await userEvent.click(screen.getByRole('button', { name: 'Archive: Site orderer' }));
  dialog = await screen.findByRole('dialog', { name: 'Archive Site orderer?' });
  const losers = await within(dialog).findByRole('list', { name: 'Who loses which rights' });
  expect(within(dialog).getByText('2 users lose rights:')).toBeInTheDocument();
  expect(within(losers).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ben Jansen: Place orders', 'Cleo Bakker: Place orders, See prices']);
  await expectNoAxeViolations(container);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
  await waitFor(() => expect(onRolesChanged).toHaveBeenCalledOnce());
  expect(sent).toEqual([{ path: '/api/usermgmt/company/roles/2/archive', body: { version: 1 } }]);
  expect(await screen.findByRole('status')).toHaveTextContent('The role Site orderer is archived.');
});

it('keeps the typed name and rights through a refusal, shows their version after a conflict and saves on it', async () => {
  const theirs: Role = { ...ordererRole, name: 'Site buyer', rights: ['PLACE_ORDERS', 'VIEW_PRICES'], version: 2 };
  const answers = [
    HttpResponse.json({ status: 409, code: 'name_taken', errors: [{ field: 'name', message: 'x' }] }, { status: 409 }),
    HttpResponse.json({ status: 409, code: 'version_conflict', current: theirs }, { status: 409 }),
    HttpResponse.json({ ...theirs, name: 'Orderer', version: 3 }),
  ];
  server.use(http.put(`${base}/2`, async ({ request }) => (await record(request), answers.shift()!)));
  const { onRolesChanged } = renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Edit: Site orderer' }, firstLoad));
  const form = await screen.findByRole('form', { name: 'Edit role Site orderer' });
  const name = within(form).getByRole('textbox', { name: /Name/ });
  await userEvent.clear(name);
  await userEvent.type(name, 'Administrator');
  await userEvent.click(within(form).getByRole('checkbox', { name: /Approve orders/ }));
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText(/^Another role already has this name/)).toBeInTheDocument();
  expect(name).toHaveValue('Administrator');
  expect(within(form).getByRole('checkbox', { name: /Approve orders/ })).toBeChecked();

  await userEvent.clear(name);
  await userEvent.type(name, 'Orderer');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(/Someone else changed this in the meantime/);
  const table = within(form).getByRole('table', { name: 'Saved by someone else meanwhile:' });
  expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['NameSite buyerOrderer', 'RightsPlace orders, See pricesPlace orders, Approve orders']);
  expect(name).toHaveValue('Orderer');

  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onRolesChanged).toHaveBeenCalledOnce());
  expect(sent.map((s) => s.body)).toEqual([
    { name: 'Administrator', rights: ['PLACE_ORDERS', 'APPROVE_ORDERS'], version: 1 },
    { name: 'Orderer', rights: ['PLACE_ORDERS', 'APPROVE_ORDERS'], version: 1 },
    { name: 'Orderer', rights: ['PLACE_ORDERS', 'APPROVE_ORDERS'], version: 2 },
  ]);
  expect(await screen.findByRole('status')).toHaveTextContent('The role Orderer is saved.');
});

it("offers only the rights of the company's modules, and keeps one a role holds already (issue 31)", async () => {
  server.use(http.get(base, () => HttpResponse.json({ items: [adminRole, { ...ordererRole, rights: ['PLACE_ORDERS', 'MANAGE_ASSETS'] }] })));
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Add role' }, firstLoad));
  const adding = await screen.findByRole('form', { name: 'Add role' });
  expect(within(adding).getByRole('checkbox', { name: /Manage requests/ })).toBeInTheDocument();
  expect(within(adding).queryByRole('checkbox', { name: /Manage assets/ })).toBeNull();
  await userEvent.click(within(adding).getByRole('button', { name: 'Cancel' }));

  await userEvent.click(await screen.findByRole('button', { name: 'Edit: Site orderer' }));
  const editing = await screen.findByRole('form', { name: 'Edit role Site orderer' });
  expect(within(editing).getByRole('checkbox', { name: /Manage assets/ })).toBeChecked();
});
