import { requestableDocuments, requestFormSession } from '@portal/request-data-access/testing';
import { expectNoAxeViolations } from '@portal/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { answer, base, handlers, openForm, renderPage, sent } from './test-utils';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());
const created = { id: 40, number: 'R-0000040', status: 'submitted', reference: null };

it('extends the deep-linked line to a date after its current end, said next to the field, and warns of a PO budget it goes over', async () => {
  const checked: unknown[] = [];
  server.use(answer(created), http.post(`${base}/requests/extension-check`, async ({ request }) => (checked.push(await request.json()),
    HttpResponse.json({ currency: 'EUR', overPoBudget: { projectName: 'Harbour bridge', poReference: 'PO-HB-77', by: '1234.50' } }))));
  const { container } = renderPage({ type: 'extension', line: 101 });
  const date = await screen.findByLabelText('New expected end date');
  expect(date).toHaveAccessibleDescription(/After the current end of every chosen line: after Dec 1, 2026/);
  // The calendar offers no day before the first allowed one (jsdom hides the popover, hence `hidden`).
  const calendar = screen.getByRole('button', { name: 'Open calendar' });
  await userEvent.click(calendar);
  expect(await screen.findByRole('button', { name: '1 December 2026', hidden: true }, { timeout: 5000 })).toBeDisabled();
  expect(screen.getByRole('button', { name: '2 December 2026', hidden: true })).toBeEnabled();
  await userEvent.keyboard('{Escape}');
  // Focus goes back to the button once the calendar has closed.
  await waitFor(() => expect(calendar).toHaveFocus());
  await userEvent.type(date, '12/01/2026{Tab}');
  expect(date).toHaveAccessibleDescription(/Choose a date after the current end of every chosen line/);
  await userEvent.clear(date);
  // No check for a date the form refuses; for a valid one, the API's finding before sending.
  expect(screen.queryByText(/over its PO budget/)).toBeNull();
  await userEvent.type(date, '12/20/2026{Tab}');
  expect(await screen.findByText('This takes project Harbour bridge over its PO budget by €1,234.50')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent("Your company's approvers are told when you send it.");
  expect(checked).toEqual([{ lines: [{ contractLineId: 101 }], newEndDate: '2026-12-20' }]);
  await expectNoAxeViolations(container);
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
  expect(await screen.findByText('Request R-0000040 sent')).toBeInTheDocument();
  expect(sent[0]!.body).toEqual({ type: 'extension', lines: [{ contractLineId: 101 }], newEndDate: '2026-12-20' });
  expect(screen.queryByText(/Off-hire reference/)).toBeNull();
}, 20_000);

it('asks for lines and a date before extending', async () => {
  await openForm('Extend rental Keep equipment longer than planned.');
  await userEvent.click(await screen.findByRole('button', { name: 'Send request' }));
  expect(screen.getByRole('searchbox', { name: 'Search lines' })).toHaveAccessibleDescription(/Choose at least one line/);
  expect(screen.getByLabelText('New expected end date')).toHaveAccessibleDescription(/Enter a new expected end date/);
  expect(sent).toHaveLength(0);
});

it('asks about the deep-linked invoice', async () => {
  server.use(answer(created));
  const { container } = renderPage({ type: 'invoice_query', document: 21 });
  expect(await screen.findByRole('combobox', { name: 'Invoice or credit note' })).toHaveValue('INV-00000021 · Oct 1, 2026');
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
  expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveAccessibleDescription(/Enter your question/);
  await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), 'Why two weeks of transport?');
  await expectNoAxeViolations(container);
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
  await screen.findByText('Request R-0000040 sent');
  expect(sent[0]!.body).toEqual({ type: 'invoice_query', documentId: 21, description: 'Why two weeks of transport?' });
});

it('asks for an invoice first when none is linked', async () => {
  await openForm(/Question about an invoice/);
  await userEvent.click(await screen.findByRole('button', { name: 'Send request' }));
  const field = screen.getByRole('combobox', { name: 'Invoice or credit note' });
  expect(field).toHaveAccessibleDescription(/Choose an invoice or credit note/);
  expect(field).toHaveFocus();
});

it('keeps a typed invoice number the API does not know and says so; an exact number is chosen (issue 32)', async () => {
  // The API searches by number: only what contains the typed text.
  server.use(http.get(`${base}/requests/documents`, ({ request }) => {
    const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
    return HttpResponse.json({ items: requestableDocuments.filter((d) => d.number.toLowerCase().includes(q)) });
  }));
  await openForm(/Question about an invoice/);
  const field = screen.getByRole('combobox', { name: 'Invoice or credit note' });
  await userEvent.type(field, 'INV-404');
  await userEvent.tab();
  await waitFor(() => expect(field).toHaveAccessibleDescription(/No invoice or credit note INV-404 was found for your company\. Check the number\./), { timeout: 3000 });
  expect(field).toHaveValue('INV-404');

  // A number that only partly matches is sent as typed; the API looks it up and refuses it: said at the field, nothing lost.
  server.use(answer({ status: 400, code: 'validation_failed', errors: [{ field: 'documentId', message: 'Your company has no invoice or credit note INV-0000002' }] }, 400));
  await userEvent.clear(field);
  await userEvent.type(field, 'INV-0000002');
  await userEvent.tab();
  await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), 'Why two weeks of transport?');
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]!.body).toEqual({ type: 'invoice_query', documentNumber: 'INV-0000002', description: 'Why two weeks of transport?' });
  await waitFor(() => expect(field).toHaveAccessibleDescription(/Your company has no invoice or credit note with this number\. Check the number\./));
  expect(field).toHaveValue('INV-0000002');

  await userEvent.clear(field);
  await userEvent.type(field, 'inv-00000021');
  await new Promise((resolve) => setTimeout(resolve, 400));
  await userEvent.tab();
  await waitFor(() => expect(field).toHaveValue('INV-00000021 · Oct 1, 2026'));
  expect(field).not.toHaveAccessibleDescription(/was found/);
});

it('proposes the subject a linking screen gives (an order whose dates can no longer be changed here)', async () => {
  await openForm(/^Other/, { subject: 'Change the dates of order O-0000012' });
  expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Change the dates of order O-0000012');
});

it('sends anything else with a subject and a message', async () => {
  server.use(answer(created));
  const { container } = await openForm(/^Other/);
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
  expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription(/Enter a subject/);
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(/Enter your message/);
  await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'New contact person');
  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Please add Piet as a contact for the harbour site.');
  await expectNoAxeViolations(container);
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
  await screen.findByText('Request R-0000040 sent');
  expect(sent[0]!.body).toEqual({ type: 'other', subject: 'New contact person', description: 'Please add Piet as a contact for the harbour site.' });
  // Only an off-hire or an extension changes the lines the overview shows.
  expect(screen.queryByRole('link', { name: /overview/ })).toBeNull();
  expect(requestFormSession.rights).toContain('MANAGE_REQUESTS');
});
