// The invitee's side (issue 31): each waiting invitation asks `Join <company>?`; Join and Decline
// send the answer once, say what happened, and a failure keeps the invitation to answer again.
import { withApp } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, it, vi } from 'vitest';
import { requests, server, url, serveProfileEndpoints } from '../profile-test-server';
import { InvitationsToAnswer } from './InvitationsToAnswer';

serveProfileEndpoints();

const waiting = [
  { id: 41, company: 'Northwind Bouw B.V.', invitedBy: 'Anna de Vries', invitedAt: '2026-11-27T09:00:00.000Z' },
  { id: 42, company: 'Asset Only GmbH', invitedBy: null, invitedAt: null },
];

function serveInvitations(items = waiting) {
  let left = [...items];
  server.use(
    http.get(url('/profile/invitations'), () => HttpResponse.json({ items: left })),
    http.post(url('/profile/invitations/:id/:answer'), ({ params, request }) => {
      requests.push({ method: request.method, path: new URL(request.url).pathname, body: undefined });
      left = left.filter((i) => i.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

async function render(onAnswered = vi.fn()) {
  const app = withApp(<InvitationsToAnswer onAnswered={onAnswered} />);
  renderWithUi(app.element);
  await screen.findByRole('heading', { name: 'Join Northwind Bouw B.V.?' });
  return { onAnswered, user: userEvent.setup({ delay: null }) };
}

it('asks about each company, joins one and declines the other, saying so', async () => {
  serveInvitations();
  const { onAnswered, user } = await render();
  const bouw = screen.getByRole('region', { name: 'Join Northwind Bouw B.V.?' });
  expect(bouw).toHaveTextContent('Anna de Vries invited you to work for Northwind Bouw B.V. in this portal.');
  expect(screen.getByRole('region', { name: 'Join Asset Only GmbH?' })).toHaveTextContent('You are invited to work for Asset Only GmbH in this portal.');
  await expectNoAxeViolations(document.body);

  await user.click(within(bouw).getByRole('button', { name: 'Join' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You joined Northwind Bouw B.V.'));
  expect(onAnswered).toHaveBeenCalledWith('accept', 'Northwind Bouw B.V.');
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Join Northwind Bouw B.V.?' })).toBeNull());

  await user.click(within(screen.getByRole('region', { name: 'Join Asset Only GmbH?' })).getByRole('button', { name: 'Decline' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You declined the invitation of Asset Only GmbH.'));
  expect(requests.map((r) => r.path)).toEqual(['/api/usermgmt/profile/invitations/41/accept', '/api/usermgmt/profile/invitations/42/decline']);
});

it('keeps the invitation when the answer could not be saved', async () => {
  serveInvitations([waiting[0]!]);
  server.use(http.post(url('/profile/invitations/:id/accept'), () => HttpResponse.json({ status: 503 }, { status: 503 }), { once: true }));
  const { onAnswered, user } = await render();
  await user.click(screen.getByRole('button', { name: 'Join' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Your answer could not be saved. Please try again.');
  expect(onAnswered).not.toHaveBeenCalled();
  expect(screen.getByRole('region', { name: 'Join Northwind Bouw B.V.?' })).toBeInTheDocument();
});
