import { breakdownRequest, offHireRequest, testSession } from '@portal/request-data-access/testing';
import type { RequestDetail } from '@portal/shared-api-contract';
import { testConfig, withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { RequestDetailPage } from './RequestDetailPage';

const base = `${testConfig.apiUrlRequest}/requests`;
let current: RequestDetail = offHireRequest;
const patched: unknown[] = [];
const server = setupServer(http.get(`${base}/:id`, () => HttpResponse.json(current)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  current = offHireRequest;
  patched.length = 0;
});
afterAll(() => server.close());

/** The API's answer to an edit: records it, then moves the request on (or refuses with `status` and `code`). */
const onEdit = (next: (body: Partial<RequestDetail>) => Partial<RequestDetail>, status = 200, code = 'version_conflict', errors?: object[]) =>
  http.patch(`${base}/:id`, async ({ request }) => {
    const body = (await request.json()) as Partial<RequestDetail>;
    patched.push(body);
    current = { ...current, ...next(body), version: current.version + 1 };
    return status === 200 ? HttpResponse.json({}) : HttpResponse.json({ status, code, errors }, { status });
  });
const fromEdit = ({ offHireDate, collectionNotes }: { offHireDate?: string; collectionNotes?: string }) => ({
  offHireDate: offHireDate ?? current.offHireDate,
  description: collectionNotes ?? current.description,
});

const render = () => renderWithUi(withApp(<RequestDetailPage session={testSession} requestId={current.id} today="2026-11-22" />).element);
const form = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  return screen.getByRole('form', { name: 'Edit request R-0000041' });
};

it('edits the off-hire date and notes with the version seen, says so, and goes back to the Edit button', async () => {
  server.use(onEdit(fromEdit as never));
  render();
  const edit = await form();
  const date = within(edit).getByLabelText(/Off-hire date/);
  expect(date).toHaveFocus();
  fireEvent.change(date, { target: { value: '11/27/2026' } });
  fireEvent.blur(date);
  const notes = within(edit).getByRole('textbox', { name: 'Collection notes' });
  await userEvent.clear(notes);
  await userEvent.type(notes, ' Gate 5 ');
  await expectNoAxeViolations(document.body);
  await userEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
  expect(patched).toEqual([{ version: 1, offHireDate: '2026-11-27', collectionNotes: 'Gate 5' }]);
  expect(screen.getByText('Nov 27, 2026')).toBeInTheDocument();
  expect(screen.getByText('Gate 5')).toBeInTheDocument();
  expect(screen.queryByRole('form')).toBeNull();
  expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
});

it('says what is wrong next to the field before sending, and keeps what was typed when saving fails', async () => {
  server.use(http.patch(`${base}/:id`, () => HttpResponse.json({ status: 500, code: 'internal' }, { status: 500 })));
  render();
  const edit = await form();
  const date = within(edit).getByLabelText(/Off-hire date/);
  fireEvent.change(date, { target: { value: '11/20/2026' } });
  fireEvent.blur(date);
  const notes = within(edit).getByRole('textbox', { name: 'Collection notes' });
  fireEvent.change(notes, { target: { value: 'x'.repeat(1001) } });
  await userEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
  expect(within(edit).getByText('Choose today or a later date, not before the equipment went on rent.')).toBeInTheDocument();
  expect(within(edit).getByText('Use at most 1000 characters.')).toBeInTheDocument();
  expect(notes).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(document.body);

  fireEvent.change(date, { target: { value: '11/28/2026' } });
  fireEvent.blur(date);
  fireEvent.change(notes, { target: { value: 'Behind the site office' } });
  expect(within(edit).queryByText('Use at most 1000 characters.')).toBeNull();
  await userEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
  expect(await within(edit).findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again in a moment.');
  expect(notes).toHaveValue('Behind the site office');
  expect(date).toHaveValue('11/28/2026');
});

it('puts the API’s field messages next to the fields, in the user’s language', async () => {
  server.use(onEdit(() => ({}), 400, 'validation', [{ field: 'offHireDate', message: 'Before the on-rent date of line 101' }]));
  render();
  const edit = await form();
  fireEvent.change(within(edit).getByLabelText(/Off-hire date/), { target: { value: '11/23/2026' } });
  fireEvent.blur(within(edit).getByLabelText(/Off-hire date/));
  await userEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
  expect(await within(edit).findByText('Choose today or a later date, not before the equipment went on rent.')).toBeInTheDocument();
  expect(within(edit).queryByRole('alert')).toBeNull();
});

it('on a 409 says someone changed it, shows theirs, keeps what was typed, and saving again sends only the user’s change', async () => {
  // Someone else moved the date first: the API refuses the stale version and the request is read again.
  server.use(onEdit(() => ({ offHireDate: '2026-11-30' }), 409));
  render();
  const edit = await form();
  const notes = within(edit).getByRole('textbox', { name: 'Collection notes' });
  await userEvent.clear(notes);
  await userEvent.type(notes, 'Gate 7');
  await userEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
  expect(await within(edit).findByRole('alert')).toHaveTextContent('Someone else changed this request in the meantime.');
  expect(await screen.findByText('Nov 30, 2026')).toBeInTheDocument();
  expect(notes).toHaveValue('Gate 7');
  expect(within(edit).getByLabelText(/Off-hire date/)).toHaveValue('11/30/2026');

  server.use(onEdit(fromEdit as never));
  await userEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
  expect(patched.at(-1)).toEqual({ version: 2, collectionNotes: 'Gate 7' });
});

it('closes the form when the request was taken up meanwhile (409 invalid_status), and says why', async () => {
  server.use(onEdit(() => ({ status: 'in_progress', can: { edit: false, addPhotos: false } }), 409, 'invalid_status'));
  render();
  const edit = await form();
  fireEvent.change(within(edit).getByRole('textbox', { name: 'Collection notes' }), { target: { value: 'Gate 9' } });
  await userEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText(/This request can no longer be changed/)).toBeInTheDocument();
  expect(screen.queryByRole('form')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
});

it('edits a breakdown by keyboard: what happens (10 characters at least) and whether the machine is down', async () => {
  // A report from before urgencies: "cannot be used" reads as down.
  current = breakdownRequest;
  const promise = { hours: 24, dueAt: '2026-11-23T10:00:00.000Z', timeZone: 'Europe/Amsterdam' };
  server.use(onEdit((body) => {
    const { urgency } = body as { urgency?: 'down' | 'works_with_problems' };
    return {
      description: body.description ?? current.description,
      ...(urgency ? { breakdown: { urgency, siteContactName: null, siteContactPhone: null, machineLocation: null, accessNotes: null, response: promise } } : {}),
    };
  }));
  render();
  await screen.findByRole('heading', { level: 1, name: 'Request R-0000045' });
  screen.getByRole('button', { name: 'Edit' }).focus();
  await userEvent.keyboard('{Enter}');
  const edit = screen.getByRole('form', { name: 'Edit request R-0000045' });
  const what = within(edit).getByRole('textbox', { name: 'What happens' });
  expect(what).toHaveFocus();
  await userEvent.clear(what);
  await userEvent.type(what, 'Stops');
  await userEvent.tab();
  expect(within(edit).getByRole('radio', { name: 'Down – work has stopped' })).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(within(edit).getByRole('radio', { name: 'Works with problems' })).toBeChecked();
  await userEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
  expect(within(edit).getByText('Use 10 to 2000 characters.')).toBeInTheDocument();
  await userEvent.type(what, ' after ten minutes');
  await userEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
  expect(patched).toEqual([{ version: 2, description: 'Stops after ten minutes', urgency: 'works_with_problems' }]);
  expect(screen.getByText('Works with problems')).toBeInTheDocument();
});
