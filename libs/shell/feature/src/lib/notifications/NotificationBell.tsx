import { Menu } from '@mantine/core';
import { useApiClient } from '@portal/shared-data-access-http';
import { markReadMutation, notificationsQuery, useLifecycle } from '@portal/shell-data-access';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useHandOver, type EarlyIntent } from '../header/early-intent';
import { BellButton } from './BellButton';
import { NotificationMenuItems } from './NotificationMenuItems';
import { UnreadAnnouncer } from './UnreadAnnouncer';

/**
 * The header's Notifications (issue 34): the bell with the unread count, opening the latest
 * notifications newest first, each a link that opens its page and marks it read. Polled while the
 * tab is visible, so new ones appear without a reload. A menu, so the keyboard works as in the
 * header's other menus: Enter or Space opens, arrows move, Escape closes and returns focus.
 */
export function NotificationBell({ intent }: { intent?: EarlyIntent }) {
  const uuid = useLifecycle().corporateClient?.corporateClientUuid ?? '';
  const api = useApiClient();
  const list = useInfiniteQuery({ ...notificationsQuery(api, uuid), enabled: !!uuid });
  const mark = useMutation(markReadMutation(api, useQueryClient(), uuid));
  const [opened, setOpened] = useState(false);
  const bellRef = useRef<HTMLButtonElement>(null);
  useHandOver(intent, 'notifications', bellRef, setOpened);
  const unread = list.data?.pages[0]?.unread ?? null;
  return (
    <>
      <UnreadAnnouncer unread={unread} />
      <Menu position="bottom-end" withinPortal width={340} opened={opened} onChange={setOpened}>
        <Menu.Target>
          <BellButton ref={bellRef} unread={unread} />
        </Menu.Target>
        <Menu.Dropdown mah="min(480px, 80vh)" style={{ overflowY: 'auto', maxWidth: 'calc(100vw - 16px)' }}>
          <NotificationMenuItems
            items={list.data?.pages.flatMap((page) => page.items) ?? []}
            unread={unread ?? 0}
            state={list.isPending ? 'loading' : list.isError && !list.data ? 'error' : 'ready'}
            hasMore={list.hasNextPage}
            onShowMore={() => void list.fetchNextPage()}
            onRead={(id) => mark.mutate({ id })}
            onReadAll={() => mark.mutate('all')}
          />
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
