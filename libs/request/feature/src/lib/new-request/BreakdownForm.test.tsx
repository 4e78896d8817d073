import { expectNoAxeViolations } from '@portal/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { answer, base, handlers, problem, renderPage, sent } from './test-utils';

// The order behind line 102 names Carla as its contact; asset 7 has no project contact.
const siteContact = http.get(`${base}/requests/site-contact`, ({ request }) =>
  HttpResponse.json(new URL(request.url).searchParams.get('contractLineId') === '102' ? { name: 'Carla Site', phone: '+31 6 1111 2222' } : { name: null, phone: null }));
const server = setupServer(...handlers, siteContact);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

// 15:30 UTC is 16:30 in Amsterdam (CET) on 28 November.
const created = { id: 40, number: 'R-0000040', status: 'submitted', reference: null, response: { hours: 4, dueAt: '2026-11-28T15:30:00.000Z', timeZone: 'Europe/Amsterdam' } };

it('reports an urgent breakdown of the deep-linked asset, each rule said at its field first, and states the promised response', async () => {
  server.use(answer(created));
  const { container } = renderPage({ type: 'breakdown', asset: 7 });
  expect(await screen.findByRole('combobox', { name: 'Asset' })).toHaveValue('Telehandler TH-35 (SN-35-0007)');
  const description = screen.getByRole('textbox', { name: 'What happens' });
  const phone = screen.getByRole('textbox', { name: 'Phone of the contact on site' });
  await userEvent.type(description, 'Stalls when hot');
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
  expect(screen.getByRole('radiogroup', { name: 'Is the machine down?' })).toBeInTheDocument();
  expect(screen.getByText('Say whether the machine is down')).toBeInTheDocument();
  expect(phone).toHaveAccessibleDescription(/Enter a phone number for the contact on site/);
  expect(sent).toHaveLength(0);

  await userEvent.click(screen.getByRole('radio', { name: 'Down – work has stopped' }));
  await userEvent.type(phone, '0612');
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
  expect(phone).toHaveAccessibleDescription(/Enter a phone number in international format/);
  expect(phone).toHaveFocus();
  await userEvent.clear(phone);
  await userEvent.type(phone, '+31 6 1234 5678');
  await userEvent.type(screen.getByRole('textbox', { name: 'Where on site the machine stands' }), 'North yard');
  await expectNoAxeViolations(container);
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
  expect(await screen.findByText('Request R-0000040 sent')).toBeInTheDocument();
  expect(screen.getByText(/^We will respond within 4 hours, by Nov 28, 2026, 04:30 PM GMT\+1$/)).toBeInTheDocument();
  expect(sent[0]!.body).toEqual({ type: 'breakdown', assetId: 7, description: 'Stalls when hot', urgency: 'down', siteContactPhone: '+31 6 1234 5678', machineLocation: 'North yard' });
}, 20_000);

it("proposes the order's contact for a line, and keeps everything typed when the API refuses the phone", async () => {
  server.use(answer(problem(400, 'validation_failed', [{ field: 'siteContactPhone', message: 'Enter a phone number in international format' }]), 400));
  renderPage({ type: 'breakdown', line: 102 });
  const name = await screen.findByRole('textbox', { name: 'Contact on site' });
  await waitFor(() => expect(name).toHaveValue('Carla Site'));
  const phone = screen.getByRole('textbox', { name: 'Phone of the contact on site' });
  expect(phone).toHaveValue('+31 6 1111 2222');
  await userEvent.type(screen.getByRole('textbox', { name: 'What happens' }), 'It will not start at all');
  await userEvent.click(screen.getByRole('radio', { name: 'Works with problems' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Access notes' }), 'Gate B');
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
  await waitFor(() => expect(phone).toHaveAccessibleDescription(/This was not accepted/));
  expect(phone).toHaveValue('+31 6 1111 2222');
  expect(screen.getByRole('textbox', { name: 'Access notes' })).toHaveValue('Gate B');

  server.use(answer({ ...created, response: { ...created.response, hours: 24, dueAt: '2026-11-29T11:30:00.000Z' } }));
  await userEvent.clear(phone);
  await userEvent.type(phone, '+31 6 1111 2223');
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
  expect(await screen.findByText(/^We will respond within 24 hours, by Nov 29, 2026, 12:30 PM GMT\+1$/)).toBeInTheDocument();
  expect(sent[1]!.body).toEqual({
    type: 'breakdown', contractLineId: 102, description: 'It will not start at all', urgency: 'works_with_problems', siteContactName: 'Carla Site', siteContactPhone: '+31 6 1111 2223', accessNotes: 'Gate B',
  });
});
