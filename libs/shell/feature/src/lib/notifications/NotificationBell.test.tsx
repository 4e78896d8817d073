import { createCallTestServer } from '@portal/shared-data-access-http/testing';
import { expectNoAxeViolations } from '@portal/shared-ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderShell } from '../test-utils';
import { NotificationBell } from './NotificationBell';

const { answer, base, seen, server, useTestServer: listenForCalls } = createCallTestServer('http://api.test/api/usermgmt', 'apiUrlUsermgmt');
listenForCalls();
const posted: string[] = [];
// The marks send no body (the shared `answer` reads one); they answer 204 as the API does.
const marks = http.post(`${base}/notifications/*`, ({ request }) => (posted.push(new URL(request.url).pathname), new HttpResponse(null, { status: 204 })));
beforeEach(() => void (posted.length = 0));
// jsdom lays nothing out, so the menu takes the bell for one scrolled out of view and hides its
// dropdown once placed (as in SwitchCompanyMenu.test): its items are queried with `hidden`.
const shown = { hidden: true };

const at = '2026-11-27T09:15:00.000Z';
const waiting = { id: 7, kind: 'order_awaiting_approval', subject: 'O-2026-0042', link: '/order/orders/42', createdAt: at, read: false };
const stopped = { id: 5, kind: 'off_hire_placed', subject: 'OH-2026-0007', link: '/request/requests/3', createdAt: at, read: true };
const pageOf = (items: object[], unread: number, { page = 1, total = items.length } = {}) => ({ items, page, pageSize: 10, total, unread });
const listing = (body: object) => answer('get', '/notifications', body);

async function openBell(name: string) {
  await userEvent.click(await screen.findByRole('button', { name }));
  // The dropdown fades in: its items are there once the transition has run.
  return screen.findAllByRole('menuitem', shown);
}

describe('NotificationBell', () => {
  it('names the unread count, lists the notifications newest first in words, unread ones said so', async () => {
    server.use(listing(pageOf([waiting, stopped], 1)));
    const { container } = await renderShell(<NotificationBell />);
    const items = await openBell('Notifications, 1 unread');
    expect(items[0]).toHaveAccessibleName(/^Unread: Order O-2026-0042 waits for your approval/);
    expect(items[0]).toHaveAttribute('href', '/order/orders/42');
    expect(items[1]).toHaveAccessibleName(/^Stop rental OH-2026-0007 placed/);
    expect(items[1]).toHaveTextContent(/2026/);
    await expectNoAxeViolations(container);
  });

  it('Mark all as read calls the API and the count goes at once', async () => {
    server.use(listing(pageOf([waiting], 1)), marks);
    await renderShell(<NotificationBell />);
    await openBell('Notifications, 1 unread');
    // The server says none is unread from now on; the bell says so before it is asked again.
    server.use(listing(pageOf([{ ...waiting, read: true }], 0)));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Mark all as read', ...shown }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(posted).toEqual(['/api/usermgmt/notifications/read-all']));
  });

  it('opening a notification goes to its page and marks it read', async () => {
    server.use(listing(pageOf([waiting], 1)), marks);
    const { router } = await renderShell(<NotificationBell />);
    await openBell('Notifications, 1 unread');
    server.use(listing(pageOf([{ ...waiting, read: true }], 0)));
    await userEvent.click(screen.getByRole('menuitem', { name: /Order O-2026-0042/, ...shown }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/orders/42'));
    await waitFor(() => expect(posted).toEqual(['/api/usermgmt/notifications/7/read']));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('opens by keyboard (the arrows and Escape need a layout: the e2e order flow presses them)', async () => {
    server.use(listing(pageOf([waiting, stopped], 1)));
    await renderShell(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    bell.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findAllByRole('menuitem', shown);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
  });

  it('announces politely when new ones arrive, not on the first count', async () => {
    server.use(listing(pageOf([waiting], 1)));
    const { queryClient } = await renderShell(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const region = document.querySelector('[aria-live="polite"]');
    expect(region).toHaveTextContent('');
    server.use(listing(pageOf([{ ...waiting, id: 8 }, waiting], 2)));
    await queryClient.invalidateQueries();
    await waitFor(() => expect(region).toHaveTextContent('You have 2 unread notifications'));
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('shows more when there are more than a page, and says when there are none', async () => {
    server.use(listing(pageOf([waiting], 1, { total: 11 })));
    await renderShell(<NotificationBell />);
    await openBell('Notifications, 1 unread');
    server.use(listing(pageOf([stopped], 1, { page: 2, total: 11 })));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Show more', ...shown }));
    expect(await screen.findByRole('menuitem', { name: /Stop rental OH-2026-0007 placed/, ...shown })).toBeInTheDocument();
    expect(seen.map((s) => s.url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('menuitem', { name: 'Show more', ...shown })).not.toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    server.use(listing(pageOf([], 0)));
    await renderShell(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You have no notifications.')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Mark all as read', ...shown })).not.toBeInTheDocument();
  });
});
