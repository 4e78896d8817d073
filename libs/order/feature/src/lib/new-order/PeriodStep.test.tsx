import { draftKey, readDraft } from '@portal/order-data-access';
import { testSession } from '@portal/order-data-access/testing';
import { expectNoAxeViolations } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { handlers, renderFlow, seedDraft } from './test-utils';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

const line = async () => screen.findByRole('group', { name: 'Mini excavator 1.5 t × 1' });

it('starts on the next working day for a week, and says a start in the past is not possible', async () => {
  seedDraft({ step: 1 });
  const { container } = renderFlow();
  const group = await line();
  const start = within(group).getByLabelText('Start date');
  expect(start).toHaveValue('11/23/2026');
  expect(within(group).getByLabelText('Expected end date')).toHaveValue('11/30/2026');
  await expectNoAxeViolations(container);

  await userEvent.clear(start);
  await userEvent.type(start, '11/19/2026{Tab}');
  expect(await within(group).findByText('The start date cannot be in the past')).toBeInTheDocument();
  expect(readDraft(draftKey(testSession)).lines[0]!.startDate).toBe('2026-11-19');
  // The calendar offers no day before today (jsdom hides the popover, hence `hidden`).
  const calendar = within(group).getAllByRole('button', { name: 'Open calendar' })[0]!;
  await userEvent.click(calendar);
  expect(await screen.findByRole('button', { name: '19 November 2026', hidden: true }, { timeout: 5000 })).toBeDisabled();
  expect(screen.getByRole('button', { name: '20 November 2026', hidden: true })).toBeEnabled();
});

it('needs a depot for pick-up, and the address only while something is delivered', async () => {
  seedDraft({ step: 1, projectId: 3, contactPersonId: 9 });
  renderFlow();
  const group = await line();
  await userEvent.click(within(group).getByRole('radio', { name: 'Pick-up' }));
  await userEvent.click(screen.getByRole('button', { name: 'Next: Review' }));
  expect(await within(group).findByText('Choose a depot for pick-up')).toBeInTheDocument();
  expect(screen.queryByText('Choose a delivery address')).toBeNull();
  await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Depot' }), 'Depot Amsterdam, Amsterdam');
  expect(within(group).queryByText('Choose a depot for pick-up')).toBeNull();
  // A line may carry its own PO (issue 35); it is kept with the draft.
  await userEvent.type(within(group).getByRole('textbox', { name: 'Own PO reference of this line' }), 'PO-LINE-1');
  await userEvent.click(screen.getByRole('button', { name: 'Next: Review' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Review' })).toHaveFocus();
  expect(readDraft(draftKey(testSession)).lines[0]).toMatchObject({ deliveryMethod: 'pickup', depotId: 4, poReference: 'PO-LINE-1' });
});

it('asks for the order details, and fills the PO reference from the project until one is typed', async () => {
  seedDraft({ step: 1 });
  renderFlow();
  await line();
  await userEvent.click(screen.getByRole('button', { name: 'Next: Review' }));
  expect(screen.getByRole('combobox', { name: /^Project/ })).toHaveAccessibleDescription('Choose a project');
  expect(screen.getByRole('combobox', { name: /^Contact person/ })).toHaveAccessibleDescription('Choose a contact person');
  expect(screen.getByRole('combobox', { name: /^Delivery address/ })).toHaveAccessibleDescription('Choose a delivery address');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Project/ }), 'Harbour bridge (P-003)');
  const po = screen.getByRole('textbox', { name: 'PO reference' });
  expect(po).toHaveValue('PO-HB-77');
  await userEvent.clear(po);
  await userEvent.type(po, 'MY-PO');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Project/ }), 'School extension (P-005)');
  expect(po).toHaveValue('MY-PO');
});

it("proposes the chosen project's own address and contact person and offers only its own until asked (issue 32)", async () => {
  seedDraft({ step: 1 });
  const { container } = renderFlow();
  await line();
  const address = screen.getByRole('combobox', { name: /^Delivery address/ });
  const contact = screen.getByRole('combobox', { name: /^Contact person/ });
  const offered = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => o.textContent).slice(1);
  // Before a project: everything.
  expect(offered(address)).toHaveLength(3);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Project/ }), 'School extension (P-005)');
  expect(address).toHaveValue('8');
  expect(contact).toHaveValue('10');
  expect(offered(address)).toEqual(['School yard: Schoolstraat 5, 1012 BB Amsterdam']);
  expect(offered(contact)).toEqual(['Sara School']);
  expect(readDraft(draftKey(testSession))).toMatchObject({ projectId: 5, addressId: 8, contactPersonId: 10 });
  await expectNoAxeViolations(container);

  const others = screen.getByRole('checkbox', { name: 'Show all addresses and contacts' });
  await userEvent.click(others);
  expect(offered(address)).toHaveLength(3);
  await userEvent.selectOptions(address, '11');
  await userEvent.click(others);
  // What was chosen stays offered.
  expect(offered(address)).toEqual(['School yard: Schoolstraat 5, 1012 BB Amsterdam', 'Depot yard: Havenweg 9, 1013 CC Amsterdam']);
  // Another project proposes its own again.
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Project/ }), 'Harbour bridge (P-003)');
  expect(address).toHaveValue('7');
  expect(contact).toHaveValue('9');
});
