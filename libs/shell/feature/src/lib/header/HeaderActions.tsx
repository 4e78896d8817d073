import { Box, Group } from '@mantine/core';
import { NotificationBell } from '../notifications/NotificationBell';
import { useEffect, useRef } from 'react';
import { useHandOver, type EarlyIntent } from './early-intent';
import { HeaderMenus, PrivacyMenu } from './HeaderMenus';
import { MobileNavigation } from './MobileNavigation';
import { NewOrderButton } from './NewOrderButton';
import type { HeaderModel } from './use-header-model';

/** Props of HeaderActions. */
export interface HeaderActionsProps {
  model: HeaderModel;
  onCookieSettings: () => void;
  onLogout: () => void;
  /** What the user did to the placeholders while this chunk loaded; each control claims its share. */
  intent?: EarlyIntent;
}

/**
 * The header's right-hand side. It is a chunk of its own: menus and dialogs bring a positioning
 * engine that the first paint does not need (HeaderActionsPlaceholder stands in meanwhile).
 */
export default function HeaderActions({ model, onCookieSettings, onLogout, intent }: HeaderActionsProps) {
  const newOrderRef = useRef<HTMLAnchorElement>(null);
  useHandOver(intent, 'newOrder', newOrderRef);
  // Runs after the controls' own effects have claimed their share: nothing is left to open later.
  useEffect(() => intent?.clear(), [intent]);

  if (!model.full) return <PrivacyMenu model={model} onCookieSettings={onCookieSettings} intent={intent} />;
  // One bell for both widths: after the menus on a desktop, before the hamburger on a phone.
  return (
    <Group gap={4} wrap="nowrap">
      <Group visibleFrom="md" gap={4} wrap="nowrap">
        {model.newOrder.visible && <NewOrderButton disabled={model.newOrder.disabled} ref={newOrderRef} />}
        <HeaderMenus model={model} onCookieSettings={onCookieSettings} onLogout={onLogout} intent={intent} />
      </Group>
      <NotificationBell intent={intent} />
      <Box hiddenFrom="md">
        <MobileNavigation model={model} onCookieSettings={onCookieSettings} onLogout={onLogout} intent={intent} />
      </Box>
    </Group>
  );
}
