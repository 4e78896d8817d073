import { Menu, Text, VisuallyHidden } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PortalNotification } from '@portal/shared-api-contract';
import { DateTimeText } from '@portal/shared-ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { notificationText } from './notification-texts';

/** Props of NotificationMenuItems: the notifications loaded so far and what the user can do. */
export interface NotificationMenuItemsProps {
  items: PortalNotification[];
  unread: number;
  state: 'loading' | 'error' | 'ready';
  hasMore: boolean;
  onShowMore: () => void;
  onRead: (id: number) => void;
  onReadAll: () => void;
}

/** The bell's dropdown: each notification a link (unread ones marked in words too), Mark all as read, Show more. */
export function NotificationMenuItems({ items, unread, state, hasMore, onShowMore, onRead, onReadAll }: NotificationMenuItemsProps) {
  const { i18n } = useLingui();
  const note = (text: ReactNode) => (
    <Text size="sm" c="dimmed" px="sm" py="xs">
      {text}
    </Text>
  );
  return (
    <>
      <Menu.Label>
        <Trans>Notifications</Trans>
      </Menu.Label>
      {state === 'loading' && note(<Trans>Loading</Trans>)}
      {state === 'error' && note(<Trans>The notifications could not be loaded.</Trans>)}
      {state === 'ready' && !items.length && note(<Trans>You have no notifications.</Trans>)}
      {items.map((n) => (
        <Menu.Item
          key={n.id}
          component={Link}
          to={n.link}
          onClick={() => !n.read && onRead(n.id)}
          leftSection={<span aria-hidden="true" style={{ width: 8, height: 8, borderRadius: 4, background: n.read ? 'transparent' : 'var(--mantine-color-blue-filled)' }} />}
        >
          {!n.read && (
            <VisuallyHidden>
              <Trans>Unread:</Trans>{' '}
            </VisuallyHidden>
          )}
          <Text span size="sm" fw={n.read ? 400 : 700} display="block">
            {notificationText(i18n, n)}
          </Text>
          <Text span size="xs" c="dimmed" display="block">
            <DateTimeText value={n.createdAt} withTime />
          </Text>
        </Menu.Item>
      ))}
      {hasMore && (
        <Menu.Item closeMenuOnClick={false} onClick={onShowMore}>
          <Trans>Show more</Trans>
        </Menu.Item>
      )}
      {items.length > 0 && (
        <>
          <Menu.Divider />
          <Menu.Item closeMenuOnClick={false} disabled={!unread} onClick={onReadAll}>
            <Trans>Mark all as read</Trans>
          </Menu.Item>
        </>
      )}
    </>
  );
}
