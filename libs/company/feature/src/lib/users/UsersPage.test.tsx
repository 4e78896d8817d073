import type { MemberSearch } from '@portal/company-util';
import { testConfig, withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi, setViewportWidth } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { ben, companyBase, firstLoad, managerSession, memberPage, readerSession, roleOptions, TestMode } from './test-people';
import { UsersPage } from './UsersPage';

const base = `${companyBase}/users`;
const projectOptions = [{ id: 11, code: 'P-011', name: 'Stationsplein 1', archived: false }, { id: 12, code: 'P-012', name: 'Havenkade 2', archived: false }];
const asked: { list?: URLSearchParams; posts: unknown[] } = { posts: [] };
const server = setupServer(
  http.get(base, ({ request }) => ((asked.list = new URL(request.url).searchParams), HttpResponse.json(memberPage))),
  http.get(`${base}/role-options`, () => HttpResponse.json({ items: roleOptions })),
  http.get(`${testConfig.apiUrlOverview}/projects`, () => HttpResponse.json({ items: projectOptions })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.posts.length = 0;
});
afterAll(() => server.close());

let restoreViewport = () => undefined as void;
beforeEach(() => (restoreViewport = setViewportWidth(1280)));
afterEach(() => restoreViewport());

function renderPage(search: MemberSearch = {}, session = managerSession) {
  const onSearchChange = vi.fn();
  const view = renderWithUi(<TestMode>{withApp(<UsersPage session={session} search={search} onSearchChange={onSearchChange} />).element}</TestMode>);
  return { ...view, onSearchChange };
}
const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;
const menuOf = async (name: string) => {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  return (await screen.findByRole('menu')).textContent;
};

it('lists the users with their roles (archived ones marked) and status, the filters as chips, axe clean', async () => {
  const { container, onSearchChange } = renderPage({ status: 'active', roleId: 2, q: 'jan', page: 2 });
  expect(await screen.findByRole('heading', { level: 1, name: 'Users' }, firstLoad)).toBeInTheDocument();
  expect(Object.fromEntries(asked.list!)).toEqual({ status: 'active', roleId: '2', q: 'jan', page: '2', pageSize: '25' });
  expect(within(row('Anna de Vries')).getByText('Anna de Vries (you)')).toBeInTheDocument();
  const ben = row('Ben Jansen');
  for (const text of ['ben@northwind.test', 'Site orderer', 'Former buyer (archived)', 'Active']) expect(within(ben).getByText(text)).toBeInTheDocument();
  expect(within(row('Cleo Bakker')).getByText('Invited')).toBeInTheDocument();
  expect(within(row('Dirk Smit')).getByText('Deactivated')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Invite user' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();

  for (const chip of ['Search: jan', 'Status: Active', 'Role: Site orderer']) expect(screen.getByRole('button', { name: `Remove filter: ${chip}` })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Status: Active' }));
  expect(onSearchChange).toHaveBeenLastCalledWith({ roleId: 2, q: 'jan' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Former buyer (archived)');
  expect(onSearchChange).toHaveBeenLastCalledWith({ roleId: 3, q: 'jan' });
  await expectNoAxeViolations(container);
});

it('shows a user without MANAGE_ROLES_AND_USERS the list only: no Invite user, no actions', async () => {
  renderPage({}, readerSession);
  expect(await screen.findByText('ben@northwind.test', {}, firstLoad)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Invite user' })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
});

it('offers Deactivate on other users’ rows but never on the user’s own, Reactivate and Send invitation again where they apply', async () => {
  renderPage();
  await screen.findByText('ben@northwind.test', {}, firstLoad);
  expect(await menuOf('Anna de Vries')).toBe('Change roles');
  await userEvent.keyboard('{Escape}');
  expect(await menuOf('Ben Jansen')).toBe('Change rolesDeactivate');
  await userEvent.keyboard('{Escape}');
  expect(await menuOf('Cleo Bakker')).toBe('Change rolesSend invitation againDeactivate');
  await userEvent.keyboard('{Escape}');
  expect(await menuOf('Dirk Smit')).toBe('Change rolesReactivate');
});

it('keeps what was typed when the email is not valid, and says an existing member next to the email', async () => {
  server.use(
    http.post(base, async ({ request }) => (asked.posts.push(await request.json()), HttpResponse.json({ status: 409, code: 'already_member', errors: [{ field: 'email', message: 'x' }] }, { status: 409 }))),
  );
  const { container } = renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Invite user' }, firstLoad));
  const form = await screen.findByRole('form', { name: 'Invite user' });
  const email = within(form).getByRole('textbox', { name: /Email/ });
  await userEvent.type(email, 'eva@northwind');
  await userEvent.type(within(form).getByRole('textbox', { name: /First name/ }), 'Eva');
  // A name with a link in it would carry a message into the invitation mail (issue 31).
  const lastName = within(form).getByRole('textbox', { name: /Last name/ });
  await userEvent.type(lastName, 'Smit, verify at evil.example');
  await userEvent.click(within(form).getByRole('combobox', { name: /Roles/ }));
  await userEvent.click(await within(form).findByRole('option', { name: 'Site orderer' }));
  // An archived role cannot be given.
  expect(within(form).queryByRole('option', { name: /Former buyer/ })).toBeNull();
  await userEvent.click(within(form).getByRole('button', { name: 'Invite user' }));

  expect(await within(form).findByText(/Enter an email address like name@company.com/)).toBeInTheDocument();
  expect(within(form).getByText('Enter a last name of at most 100 characters, in letters (no links or symbols).')).toBeInTheDocument();
  await waitFor(() => expect(email).toHaveFocus());
  expect(asked.posts).toEqual([]);
  expect(email).toHaveValue('eva@northwind');
  expect(within(form).getByRole('textbox', { name: /First name/ })).toHaveValue('Eva');
  await expectNoAxeViolations(container);

  expect(lastName).toHaveValue('Smit, verify at evil.example');
  await userEvent.clear(lastName);
  await userEvent.type(lastName, 'Smit');
  await userEvent.type(email, '.test');
  await userEvent.click(within(form).getByRole('button', { name: 'Invite user' }));
  expect(await within(form).findByText('This person is already a user of your company.')).toBeInTheDocument();
  expect(asked.posts).toEqual([{ email: 'eva@northwind.test', firstName: 'Eva', lastName: 'Smit', roleIds: [2] }]);
  expect(email).toHaveValue('eva@northwind.test');
  expect(within(form).getByRole('textbox', { name: /Last name/ })).toHaveValue('Smit');
});

it('says plainly that someone must keep the right to manage users and roles', async () => {
  server.use(http.post(`${base}/2/deactivate`, async ({ request }) => (asked.posts.push(await request.json()), HttpResponse.json({ status: 409, code: 'last_manager', detail: 'English detail' }, { status: 409 }))));
  renderPage();
  await screen.findByText('ben@northwind.test', {}, firstLoad);
  await menuOf('Ben Jansen');
  await userEvent.click(screen.getByRole('menuitem', { name: 'Deactivate' }));
  const dialog = await screen.findByRole('dialog', { name: 'Deactivate Ben Jansen?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Someone must keep the right to manage users and roles. Give it to another active user first.');
  expect(asked.posts).toEqual([{ version: 1 }]);
});

it('limits a user to some projects on the edit form: Only these projects with a choice, saved after the roles on their version', async () => {
  const puts: [string, unknown][] = [];
  server.use(
    http.put(`${base}/2/roles`, async ({ request }) => (puts.push(['roles', await request.json()]), HttpResponse.json(ben))),
    http.put(`${base}/2/projects`, async ({ request }) => (puts.push(['projects', await request.json()]), HttpResponse.json({ ...ben, projectIds: [11], version: 2 }))),
  );
  const { container } = renderPage();
  await screen.findByText('ben@northwind.test', {}, firstLoad);
  await menuOf('Ben Jansen');
  await userEvent.click(screen.getByRole('menuitem', { name: 'Change roles' }));
  const form = await screen.findByRole('form', { name: 'Change roles of Ben Jansen' });
  const only = within(form).getByRole('checkbox', { name: /Only these projects/ });
  expect(only).not.toBeChecked();
  expect(within(form).queryByRole('combobox', { name: /Projects/ })).toBeNull();
  await userEvent.click(only);
  // Ticked without a project: said at the field, nothing sent.
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  expect(await within(form).findByText('Choose at least one project, or untick Only these projects.')).toBeInTheDocument();
  expect(puts).toEqual([]);
  await userEvent.click(within(form).getByRole('combobox', { name: /Projects/ }));
  await userEvent.click(await within(form).findByRole('option', { name: 'Stationsplein 1' }));
  await expectNoAxeViolations(container);
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(puts).toEqual([['roles', { roleIds: [3, 2], version: 1 }], ['projects', { projectIds: [11], version: 1 }]]));
});
