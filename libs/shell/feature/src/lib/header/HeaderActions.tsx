import { Box, Group } from '@mantine/core';
import { HeaderMenus, PrivacyMenu } from './HeaderMenus';
import { MobileNavigation } from './MobileNavigation';
import { NewOrderButton } from './NewOrderButton';
import type { HeaderModel } from './use-header-model';

/** Props of HeaderActions. */
export interface HeaderActionsProps {
  model: HeaderModel;
  onCookieSettings: () => void;
  onLogout: () => void;
}

/**
 * The header's right-hand side. It is a chunk of its own: menus and dialogs bring a positioning
 * engine that the first paint does not need.
 */
export default function HeaderActions({ model, onCookieSettings, onLogout }: HeaderActionsProps) {
  if (!model.full) return <PrivacyMenu model={model} onCookieSettings={onCookieSettings} />;
  return (
    <>
      <Group visibleFrom="md" gap={4} wrap="nowrap">
        {model.newOrder.visible && <NewOrderButton disabled={model.newOrder.disabled} />}
        <HeaderMenus model={model} onCookieSettings={onCookieSettings} onLogout={onLogout} />
      </Group>
      <Box hiddenFrom="md">
        <MobileNavigation model={model} onCookieSettings={onCookieSettings} onLogout={onLogout} />
      </Box>
    </>
  );
}
