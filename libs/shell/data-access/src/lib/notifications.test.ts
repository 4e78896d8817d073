import { createCallTestServer } from '@portal/shared-data-access-http/testing';
import { InfiniteQueryObserver, MutationObserver, QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fetchNotifications, markReadMutation, notificationsQuery } from './notifications';
import { shellTimings } from './timings';

const { answer, base, seen, server, api, useTestServer } = createCallTestServer('http://api.test/api/usermgmt', 'apiUrlUsermgmt');
useTestServer();

const uuid = '5eed0000-0000-4000-8000-000000000001';
const item = (id: number, read: boolean) => ({ id, kind: 'order_approved', subject: `O-2026-00${id}`, link: `/order/orders/${id}`, createdAt: '2026-11-27T09:15:00.000Z', read });
const cache = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

describe('notifications', () => {
  it('asks for a page of ten, and refuses an answer the contract does not describe', async () => {
    server.use(answer('get', '/notifications', { items: [item(1, false)], page: 2, pageSize: 10, total: 11, unread: 1 }));
    expect((await fetchNotifications(api, 2)).unread).toBe(1);
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({ page: '2', pageSize: '10' });
    server.use(answer('get', '/notifications', { items: [{ ...item(1, false), kind: 'party' }], page: 1, pageSize: 10, total: 1, unread: 1 }));
    await expect(fetchNotifications(api, 1)).rejects.toThrow();
  });

  it('is keyed by the client, polls on the shell rhythm and offers a next page only while there are more', () => {
    const query = notificationsQuery(api, uuid);
    expect(query.queryKey).toEqual(['shell', 'notifications', uuid]);
    expect(query.refetchInterval).toBe(shellTimings.NOTIFICATIONS_POLL);
    const page = (n: number, total: number) => ({ items: [], page: n, pageSize: 10, total, unread: 0 });
    expect(query.getNextPageParam(page(1, 11), [], 1, [])).toBe(2);
    expect(query.getNextPageParam(page(2, 11), [], 2, [])).toBeUndefined();
  });

  it('marks one read in the cache at once (the count falls by one), then reads the list again', async () => {
    server.use(answer('get', '/notifications', { items: [item(2, false), item(1, false)], page: 1, pageSize: 10, total: 2, unread: 2 }));
    const queryClient = cache();
    const list = new InfiniteQueryObserver(queryClient, { ...notificationsQuery(api, uuid), refetchInterval: false });
    const unsubscribe = list.subscribe(() => undefined);
    await vi.waitFor(() => expect(list.getCurrentResult().data).toBeDefined());
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.post(`${base}/notifications/2/read`, async () => (await held, new HttpResponse(null, { status: 204 }))));
    const done = new MutationObserver(queryClient, markReadMutation(api, queryClient, uuid)).mutate({ id: 2 });
    await new Promise((r) => setTimeout(r, 20));
    const first = queryClient.getQueryData<{ pages: { unread: number; items: { read: boolean }[] }[] }>(['shell', 'notifications', uuid])!.pages[0]!;
    expect([first.unread, first.items.map((n) => n.read)]).toEqual([1, [true, false]]);
    release();
    await done;
    expect(seen.filter((s) => s.method === 'GET')).toHaveLength(2);
    unsubscribe();
  });
});
