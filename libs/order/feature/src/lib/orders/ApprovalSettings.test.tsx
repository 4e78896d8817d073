import { orderSettings, testSession } from '@portal/order-data-access/testing';
import type { OrderSettings } from '@portal/shared-api-contract';
import { testConfig, withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { ApprovalSettings } from './ApprovalSettings';

const url = `${testConfig.apiUrlOverview}/order-settings`;
let current: OrderSettings = orderSettings;
const saved: unknown[] = [];
const server = setupServer(http.get(url, () => HttpResponse.json(current)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  current = orderSettings;
  saved.length = 0;
});
afterAll(() => server.close());

const onSave = (status: number, body: object = {}, next?: Partial<OrderSettings>) =>
  http.put(url, async ({ request }) => {
    saved.push(await request.json());
    if (next) current = { ...current, ...next, version: current.version + 1 };
    return HttpResponse.json(body, { status });
  });

const session = { ...testSession, rights: [...testSession.rights, 'MANAGE_ROLES_AND_USERS' as const] };
const render = () => renderWithUi(withApp(<ApprovalSettings session={session} />).element);
const amount = () => screen.getByRole('textbox', { name: 'Approval needed above (EUR)' });

it('shows the threshold in the currency and the approving roles, and saves them with the version', async () => {
  server.use(onSave(200, {}, { approvalThreshold: '7500.00', roles: current.roles.map((r) => ({ ...r, approves: true })) }));
  const { container } = render();
  expect(await screen.findByRole('heading', { level: 2, name: 'Order approval' })).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Orders above an amount need approval' })).toBeChecked();
  expect(amount()).toHaveValue('5000');
  expect(screen.getByRole('checkbox', { name: 'Administrator' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Site manager' })).not.toBeChecked();
  await expectNoAxeViolations(container);

  await userEvent.clear(amount());
  await userEvent.type(amount(), '7500');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Site manager' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The approval settings are saved.')).toBeInTheDocument();
  expect(saved).toEqual([{ approvalThreshold: 7500, approverRoleIds: [1, 2], version: 3 }]);
  expect(amount()).toHaveValue('7500');
});

it('says next to the fields what is missing, before sending', async () => {
  render();
  await userEvent.clear(await screen.findByRole('textbox', { name: 'Approval needed above (EUR)' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Administrator' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByText('Enter a whole amount from 1 to 100,000,000.')).toBeInTheDocument();
  expect(screen.getByText('Choose at least one role that may approve, or switch approval off.')).toBeInTheDocument();
  expect(amount()).toHaveAttribute('aria-invalid', 'true');
  expect(saved).toEqual([]);
  await expectNoAxeViolations(document.body);
});

it('switches approval off with a null threshold', async () => {
  server.use(onSave(200, {}, { approvalThreshold: null }));
  render();
  await userEvent.click(await screen.findByRole('switch', { name: 'Orders above an amount need approval' }));
  expect(amount()).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The approval settings are saved.')).toBeInTheDocument();
  expect(saved).toEqual([{ approvalThreshold: null, approverRoleIds: [1], version: 3 }]);
});

it('puts the API’s field messages next to the fields, keeping what was typed', async () => {
  server.use(onSave(400, { status: 400, code: 'validation_failed', errors: [{ field: 'approverRoleIds', message: 'Choose at least one role' }] }));
  render();
  await userEvent.clear(await screen.findByRole('textbox', { name: 'Approval needed above (EUR)' }));
  await userEvent.type(amount(), '900');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Choose at least one role that may approve, or switch approval off.')).toBeInTheDocument();
  expect(amount()).toHaveValue('900');
});

it('says someone else changed the settings on a 409, and shows theirs', async () => {
  server.use(onSave(409, { status: 409, code: 'version_conflict' }, { approvalThreshold: '10000.00' }));
  render();
  await userEvent.clear(await screen.findByRole('textbox', { name: 'Approval needed above (EUR)' }));
  await userEvent.type(amount(), '900');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Someone else changed these settings in the meantime.');
  expect(amount()).toHaveValue('10000');
});
