// The bell's calls (issue 34): the caller's notifications in the selected client, a page at a time
// with the unread count, and marking them read. Polled while the tab is visible; a mark shows at once
// (the cache is changed first) and the server's answer then replaces the guess.
import { notificationPageSchema, type NotificationPage } from '@portal/shared-api-contract';
import type { ApiClient } from '@portal/shared-data-access-http';
import { infiniteQueryOptions, mutationOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { shellTimings } from './timings';

/** Notifications shown per page of the bell's list. */
export const NOTIFICATIONS_PAGE_SIZE = 10;

export async function fetchNotifications({ http, config }: ApiClient, page: number, pageSize = NOTIFICATIONS_PAGE_SIZE): Promise<NotificationPage> {
  const { data } = await http.get(`${config.apiUrlUsermgmt}/notifications`, { params: { page, pageSize } });
  return notificationPageSchema.parse(data);
}

/** The client uuid keys the list: the answer depends on the X-Corporate-Client header. */
export const notificationKeys = { list: (uuid: string) => ['shell', 'notifications', uuid] as const };

export const notificationsQuery = (api: ApiClient, uuid: string) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(uuid),
    queryFn: ({ pageParam }) => fetchNotifications(api, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    // TanStack Query does not poll while the tab is hidden (refetchIntervalInBackground is off).
    refetchInterval: shellTimings.NOTIFICATIONS_POLL,
  });

type Pages = InfiniteData<NotificationPage, number>;

/** Which notifications a mark reads: one by id, or all of them. */
export type ReadMark = { id: number } | 'all';

function markInCache(pages: Pages, mark: ReadMark): Pages {
  const hits = (id: number) => mark === 'all' || mark.id === id;
  const newlyRead = pages.pages.some((p) => p.items.some((n) => hits(n.id) && !n.read)) ? 1 : 0;
  return {
    ...pages,
    pages: pages.pages.map((p) => ({
      ...p,
      unread: mark === 'all' ? 0 : Math.max(0, p.unread - newlyRead),
      items: p.items.map((n) => (hits(n.id) ? { ...n, read: true } : n)),
    })),
  };
}

export async function markNotificationsRead({ http, config }: ApiClient, mark: ReadMark): Promise<void> {
  await http.post(`${config.apiUrlUsermgmt}/notifications/${mark === 'all' ? 'read-all' : `${mark.id}/read`}`);
}

/** Marks read: the count and the list change at once, and are read again from the server after. */
export function markReadMutation(api: ApiClient, queryClient: QueryClient, uuid: string) {
  const queryKey = notificationKeys.list(uuid);
  return mutationOptions({
    mutationFn: (mark: ReadMark) => markNotificationsRead(api, mark),
    onMutate: async (mark: ReadMark) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<Pages>(queryKey, (pages) => pages && markInCache(pages, mark));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
