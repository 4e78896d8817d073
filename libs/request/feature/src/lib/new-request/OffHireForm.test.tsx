import { requestableLinePage } from '@portal/request-data-access/testing';
import { testConfig } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { answer, handlers, openForm, problem, renderPage, sent } from './test-utils';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

const chosen = () => screen.getByRole('list', { name: 'Chosen lines' });
/** The window the fixture's opCo takes (Friday 20 November 2026, collections 07:00 to 17:00, now 09:12). */
async function fillPickup(from = '10:00 AM') {
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Can be collected from/ }), from);
  // Pasted: typing each character costs seconds on a busy machine.
  await userEvent.click(screen.getByRole('textbox', { name: 'On-site contact' }));
  await userEvent.paste('Piet Jansen');
  await userEvent.click(screen.getByRole('textbox', { name: "On-site contact's phone" }));
  await userEvent.paste('+31 6 1234 5678');
}
const lineCard = (name: RegExp) => within(chosen()).getByRole('listitem', { name });

it('stops 2 of 5 excavators and the whole generator line, once however often it is pressed, and answers with the reference', async () => {
  server.use(answer({ id: 31, number: 'R-0000031', status: 'submitted', reference: 'OH-0000031' }));
  const { container } = await openForm(/Stop rental \(off-hire\)/);
  await userEvent.click(await screen.findByRole('checkbox', { name: /Mini excavator 1\.5 t · FL-100001/ }));
  // Issue 35: what the line has cost so far and its next invoice, where the decision is made.
  expect(screen.getByRole('checkbox', { name: /FL-100001/ })).toHaveAccessibleDescription(/Cost to date: €16,071\.43 · Next invoice: Nov 26, 2026 · €9,000\.00/);
  await userEvent.click(screen.getByRole('checkbox', { name: /Generator 20 kVA · FL-100002/ }));
  // The generator's earlier off-hire shows on the line.
  expect(within(lineCard(/Generator/)).getByText(/Off-hire requested/)).toHaveTextContent('OH-0000007');
  const quantity = within(lineCard(/Mini excavator/)).getByRole('textbox', { name: 'Quantity to stop' });
  expect(quantity).toHaveValue('5');
  await userEvent.clear(quantity);
  await userEvent.type(quantity, '2');
  expect(screen.getByLabelText('Off-hire date')).toHaveValue('11/20/2026');
  await userEvent.type(screen.getByRole('textbox', { name: 'Collection notes for the driver' }), 'Gate B, ask for Piet');
  await fillPickup();
  expect(screen.getByRole('combobox', { name: /Can be collected from/ })).toHaveAccessibleDescription('Collection hours that day: 7:00 AM to 5:00 PM');
  await userEvent.type(screen.getByLabelText('Collected at the latest on (optional)'), '11/23/2026{Tab}');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'at the latest by' }), '12:00 PM');
  await userEvent.click(screen.getByRole('textbox', { name: 'Access notes' }));
  await userEvent.paste('Code 4711');
  await expectNoAxeViolations(container);

  await userEvent.dblClick(screen.getByRole('button', { name: 'Send request' }));
  const reference = await screen.findByRole('heading', { name: 'Off-hire reference OH-0000031' });
  expect(sent).toHaveLength(1);
  expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent[0]!.body).toEqual({
    type: 'off_hire',
    lines: [{ contractLineId: 101, quantity: 2 }, { contractLineId: 102, quantity: 1 }],
    offHireDate: '2026-11-20',
    collectionNotes: 'Gate B, ask for Piet',
    pickupFromTime: '10:00',
    pickupUntilDate: '2026-11-23',
    pickupUntilTime: '12:00',
    siteContactName: 'Piet Jansen',
    siteContactPhone: '+31 6 1234 5678',
    accessNotes: 'Code 4711',
  });
  expect(reference.closest('[role="status"]')).toHaveFocus();
  // The confirmation repeats the window and whom the driver asks.
  expect(screen.getByText('Pick-up window').nextElementSibling).toHaveTextContent(/Nov 20, 2026, 10:00\sAM\s–\sNov 23, 2026, 12:00\sPM/);
  expect(screen.getByText('On-site contact').nextElementSibling).toHaveTextContent('Piet Jansen +31 6 1234 5678');
  expect(screen.getByText('Access notes').nextElementSibling).toHaveTextContent('Code 4711');
  expect(screen.getByRole('button', { name: 'Copy reference' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View request R-0000031' })).toHaveAttribute('href', '/request/requests/31');
  expect(screen.getByRole('link', { name: 'See the lines in the overview' })).toHaveAttribute('href', '/order/contracts');
  await expectNoAxeViolations(container);
  // Two axe runs and the window's fields: slow on a busy 2-core machine.
}, 40_000);

it('says each rule next to its field, and focuses the first one on a refused send', async () => {
  await openForm(/Stop rental/);
  await userEvent.click(await screen.findByRole('button', { name: 'Send request' }));
  const search = screen.getByRole('searchbox', { name: 'Search lines' });
  expect(search).toHaveAccessibleDescription(/Choose at least one line/);
  expect(search).toHaveFocus();
  expect(sent).toHaveLength(0);

  await userEvent.click(screen.getByRole('checkbox', { name: /FL-100001/ }));
  const quantity = within(lineCard(/Mini excavator/)).getByRole('textbox', { name: 'Quantity to stop' });
  await userEvent.clear(quantity);
  await userEvent.type(quantity, '6');
  expect(quantity).toHaveAccessibleDescription(/At most 5: that is what is still on rent/);
  await userEvent.clear(quantity);
  expect(await screen.findByText('Enter a quantity')).toBeInTheDocument();
  await userEvent.type(quantity, '0');
  expect(quantity).toHaveAccessibleDescription(/Enter at least 1/);
  await userEvent.clear(quantity);
  await userEvent.type(quantity, '3');

  const date = screen.getByLabelText('Off-hire date');
  await userEvent.clear(date);
  await userEvent.type(date, '11/19/2026{Tab}');
  expect(date).toHaveAccessibleDescription(/The off-hire date cannot be in the past/);
  await userEvent.clear(date);
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
  expect(date).toHaveAccessibleDescription(/Enter an off-hire date/);
  expect(date).toHaveFocus();
});

it('cannot stop a line with nothing left on rent', async () => {
  const empty = { ...requestableLinePage.items[1]!, onRentQuantity: 0 };
  server.use(http.get(`${testConfig.apiUrlRequest}/requests/lines`, () => HttpResponse.json({ ...requestableLinePage, items: [empty] })));
  await openForm(/Stop rental/);
  const box = await screen.findByRole('checkbox', { name: /FL-100002/ });
  expect(box).toBeDisabled();
  expect(box).toHaveAccessibleDescription(/Nothing left on rent/);
});

it('pre-fills the deep-linked line with all that is on rent', async () => {
  renderPage({ type: 'off_hire', line: 101 });
  const card = await screen.findByRole('listitem', { name: /Mini excavator 1\.5 t · FL-100001/ });
  expect(within(card).getByRole('textbox', { name: 'Quantity to stop' })).toHaveValue('5');
  expect(screen.getByRole('radio', { name: /Stop rental/ })).toBeChecked();
});

it('shows the API\'s field errors on the right line, and keeps everything typed', async () => {
  server.use(answer(problem(400, 'validation_failed', [{ field: 'lines.0.quantity', message: 'Too many' }, { field: 'offHireDate', message: 'Before on-rent' }]), 400));
  renderPage({ type: 'off_hire', line: 101 });
  await userEvent.type(await screen.findByRole('textbox', { name: 'Collection notes for the driver' }), 'Keep me');
  await fillPickup();
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
  expect(await screen.findByText('Some details were not accepted. Check the marked fields.')).toBeInTheDocument();
  const quantity = within(lineCard(/Mini excavator/)).getByRole('textbox', { name: 'Quantity to stop' });
  expect(quantity).toHaveAccessibleDescription(/This was not accepted/);
  expect(quantity).toHaveFocus();
  expect(screen.getByLabelText('Off-hire date')).toHaveAccessibleDescription(/This was not accepted/);
  expect(screen.getByRole('textbox', { name: 'Collection notes for the driver' })).toHaveValue('Keep me');
});

it('says how many are left when someone stopped the same units first, and refreshes the lines', async () => {
  server.use(answer(problem(409, 'quantity_changed'), 409));
  renderPage({ type: 'off_hire', line: 101 });
  await screen.findByRole('listitem', { name: /FL-100001/ });
  await fillPickup();
  // Meanwhile someone else stopped 3 of the 5.
  const fresher = { ...requestableLinePage.items[0]!, onRentQuantity: 2 };
  server.use(http.get(`${testConfig.apiUrlRequest}/requests/lines`, () => HttpResponse.json({ ...requestableLinePage, items: [fresher] })));
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
  expect(await screen.findByText(/Someone stopped units of these lines in the meantime/)).toBeInTheDocument();
  const quantity = within(lineCard(/Mini excavator/)).getByRole('textbox', { name: 'Quantity to stop' });
  expect(quantity).toHaveAccessibleDescription(/Someone stopped units of this line in the meantime: 2 left on rent/);
  expect(within(lineCard(/Mini excavator/)).getByText(/On rent: 2 of 5/)).toBeInTheDocument();
  // The API decided: the next attempt is a new request with a new key.
  await userEvent.clear(quantity);
  await userEvent.type(quantity, '2');
  server.use(answer({ id: 32, number: 'R-0000032', status: 'submitted', reference: 'OH-0000032' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
  expect(await screen.findByRole('heading', { name: 'Off-hire reference OH-0000032' })).toBeInTheDocument();
  expect(sent[1]!.key).not.toBe(sent[0]!.key);
});

it('refuses a pick-up window in the past, ending before it starts or outside the collection hours, at its field, keeping what was typed', async () => {
  renderPage({ type: 'off_hire', line: 101 });
  await screen.findByRole('listitem', { name: /FL-100001/ });
  const from = screen.getByRole('combobox', { name: /Can be collected from/ });
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
  expect(from).toHaveAccessibleDescription(/Choose the time from which it can be collected/);
  expect(screen.getByRole('textbox', { name: 'On-site contact' })).toHaveAccessibleDescription(/Enter the on-site contact/);
  await fillPickup('9:00 AM');
  expect(from).toHaveAccessibleDescription(/This time has passed: choose a later one/);
  const date = screen.getByLabelText('Off-hire date');
  await userEvent.clear(date);
  await userEvent.type(date, '11/23/2026{Tab}');
  await userEvent.selectOptions(from, '6:30 AM');
  expect(from).toHaveAccessibleDescription(/Choose a time within the collection hours/);
  await userEvent.selectOptions(from, '2:00 PM');
  expect(from).not.toHaveAccessibleDescription(/collection hours$|later one/);

  const untilDate = screen.getByLabelText('Collected at the latest on (optional)');
  await userEvent.type(untilDate, '11/23/2026{Tab}');
  const untilTime = screen.getByRole('combobox', { name: 'at the latest by' });
  await userEvent.selectOptions(untilTime, '1:00 PM');
  expect(untilTime).toHaveAccessibleDescription(/The pick-up window must end after it starts/);
  await userEvent.clear(untilDate);
  await userEvent.type(untilDate, '11/28/2026{Tab}');
  expect(untilDate).toHaveAccessibleDescription(/There are no collections on this day: choose another day/);
  expect(sent).toHaveLength(0);

  // The server is the authority: its refusal shows at the field in our words, and nothing typed is lost.
  await userEvent.clear(untilDate);
  await userEvent.selectOptions(untilTime, 'Choose a time');
  server.use(answer(problem(400, 'validation_failed', [{ field: 'pickupFromTime', message: 'This time is outside the collection hours' }]), 400));
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
  expect(await screen.findByText('Some details were not accepted. Check the marked fields.')).toBeInTheDocument();
  expect(from).toHaveAccessibleDescription(/Choose a time within the collection hours/);
  expect(from).toHaveFocus();
  expect(from).toHaveValue('14:00');
  expect(screen.getByRole('textbox', { name: 'On-site contact' })).toHaveValue('Piet Jansen');
  expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
}, 40_000);
