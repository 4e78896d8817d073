import { helpSession as session, problemReceipt } from '@portal/help-data-access/testing';
import type { ReportProblemSearch } from '@portal/help-util';
import type { FeedbackKind } from '@portal/shared-api-contract';
import { testConfig, withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { FeedbackPage } from './FeedbackPage';

const url = `${testConfig.apiUrlUsermgmt}/feedback`;
const posted: { key: string | null; client: string | null; body: unknown }[] = [];
const record = async (request: Request) => posted.push({ key: request.headers.get('idempotency-key'), client: request.headers.get('x-corporate-client'), body: await request.json() });
const server = setupServer(
  http.post(url, async ({ request }) => {
    await record(request);
    await delay(50);
    return HttpResponse.json(problemReceipt, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  posted.length = 0;
});
afterAll(() => server.close());

const eventId = '0123456789abcdef0123456789abcdef';
const firstLoad = { timeout: 5000 };

function renderPage(kind: FeedbackKind, search?: ReportProblemSearch) {
  const onSendAnother = vi.fn();
  const app = withApp(<FeedbackPage kind={kind} session={session} search={search} onSendAnother={onSendAnother} />);
  return { ...renderWithUi(app.element), onSendAnother };
}

it('reports a problem from the error page: page and report filled in, a short message refused and kept, one report for a double click, the reference', async () => {
  const { container, onSendAnother } = renderPage('problem', { page: '/order/contracts?page=2', eventId });
  expect(await screen.findByRole('heading', { level: 1, name: 'Report a problem' }, firstLoad)).toBeInTheDocument();
  expect(screen.getByText(/^Error report:/)).toHaveTextContent(`Error report: ${eventId}`);
  expect(screen.getByRole('textbox', { name: /^Page where it happened/ })).toHaveValue('/order/contracts?page=2');
  await expectNoAxeViolations(container);

  await userEvent.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Contracts do not load');
  const message = screen.getByRole('textbox', { name: /^What happened/ });
  await userEvent.type(message, 'Blank.');
  expect(screen.getByText("6 of 4000 characters (at least 10)")).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send report' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Write at least 10 and at most 4000 characters.');
  expect(message).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(message).toHaveFocus());
  expect(message).toHaveValue('Blank.');
  expect(posted).toHaveLength(0);
  await expectNoAxeViolations(container);

  await userEvent.type(message, ' The second page of contracts stays empty.');
  expect(screen.queryByRole('alert')).toBeNull();
  // Two presses before React renders again: the second must not send (nor the button's loading state be what stops it).
  const send = screen.getByRole('button', { name: 'Send report' });
  fireEvent.click(send);
  fireEvent.click(send);
  const thanks = await screen.findByText('Thanks: your reference is F-2026-000123');
  await waitFor(() => expect(thanks).toHaveFocus());
  expect(posted).toEqual([
    {
      key: expect.stringMatching(/\S{8,}/),
      client: session.client.uuid,
      body: {
        kind: 'problem',
        subject: 'Contracts do not load',
        message: 'Blank. The second page of contracts stays empty.',
        page: '/order/contracts?page=2',
        appVersion: 'test',
        errorEventId: eventId,
      },
    },
  ]);
  await expectNoAxeViolations(container);

  await userEvent.click(screen.getByRole('button', { name: 'Report another problem' }));
  expect(onSendAnother).toHaveBeenCalled();
  expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue('');
  await waitFor(() => expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveFocus());
  expect(screen.getByRole('textbox', { name: /^Page where it happened/ })).toHaveValue('');
  expect(screen.queryByText(/^Error report:/)).toBeNull();
});

it('keeps an idea through a lost connection (same key on retry) and a refused field (then a new key)', async () => {
  const answers = [() => HttpResponse.error(), () => HttpResponse.json({ status: 400, code: 'validation_failed', errors: [{ field: 'subject', message: 'Required' }] }, { status: 400 }), () => HttpResponse.json({ ...problemReceipt, kind: 'idea' }, { status: 201 })];
  server.use(http.post(url, async ({ request }) => (await record(request), answers[posted.length - 1]!())));
  renderPage('idea');
  expect(await screen.findByRole('heading', { level: 1, name: 'Suggest an idea' }, firstLoad)).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /^Page/ })).toBeNull();
  await userEvent.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Dark mode');
  await userEvent.type(screen.getByRole('textbox', { name: /^Your idea/ }), 'A dark theme for the evening shift.');
  const send = screen.getByRole('button', { name: 'Send idea' });

  await userEvent.click(send);
  expect(await screen.findByRole('alert')).toHaveTextContent('Check your connection and try again: nothing you typed is lost');
  expect(screen.getByRole('textbox', { name: /^Your idea/ })).toHaveValue('A dark theme for the evening shift.');

  await userEvent.click(send);
  await waitFor(() => expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Enter a subject of at most 120 characters.', 'Some details were not accepted. Check the marked fields.']);
  expect(screen.getByRole('textbox', { name: /^Subject/ })).toHaveValue('Dark mode');

  await userEvent.click(send);
  expect(await screen.findByText('Thanks: your reference is F-2026-000123')).toBeInTheDocument();
  const keys = posted.map((p) => p.key);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
  expect(posted.map((p) => (p.body as { kind: string; page: unknown; errorEventId: unknown }))).toEqual(Array(3).fill(expect.objectContaining({ kind: 'idea', page: null, errorEventId: null })));
});
