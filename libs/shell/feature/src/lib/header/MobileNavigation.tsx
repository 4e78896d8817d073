import { Burger, Divider, Modal, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { useLazyDialog } from '@portal/shared-ui';
import { useRef } from 'react';
import { useHandOver, type EarlyIntent } from './early-intent';
import { entrySearch, helpEntries, isActive, profilePath, type NavEntry } from './navigation';
import { NewOrderButton } from './NewOrderButton';
import { SwitchCompanyLinks } from './SwitchCompanyMenu';
import type { HeaderModel } from './use-header-model';

/** Props of MobileNavigation. */
export interface MobileNavigationProps {
  model: HeaderModel;
  onCookieSettings: () => void;
  onLogout: () => void;
  /** What the user did to the placeholders while this code loaded. */
  intent?: EarlyIntent;
}

/** Below 900 px: a hamburger opening a full-screen dialog with every header entry plus New order. */
export function MobileNavigation({ model, onCookieSettings, onLogout, intent }: MobileNavigationProps) {
  const [opened, { open, close, set }] = useDisclosure(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const dialog = useLazyDialog(opened);
  useHandOver(intent, 'navigation', burgerRef, set);
  const { t, i18n } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const href = useRouterState({ select: (s) => s.location.href });
  const links = (entries: NavEntry[]) =>
    entries.map((entry) => (
      <NavLink key={entry.to} component={Link} to={entry.to} search={entrySearch(entry, href)} label={i18n._(entry.label)} active={isActive(entry, pathname)} onClick={close} />
    ));
  const section = (title: string) => (
    <Text size="xs" fw={700} tt="uppercase" c="dark.6" mt="sm" component="h2">
      {title}
    </Text>
  );
  const external = (href: string | undefined, label: string) =>
    href && <NavLink component="a" href={href} target="_blank" rel="noopener noreferrer" label={label} />;

  return (
    <>
      <Burger ref={burgerRef} opened={opened} onClick={open} aria-label={t`Open navigation`} size="sm" />
      {dialog.rendered && (
        <Modal opened={dialog.opened} onClose={close} fullScreen title={t`Navigation`} closeButtonProps={{ 'aria-label': t`Close navigation` }}>
          <Stack gap={2} component="nav" aria-label={t`Main`}>
            {model.newOrder.visible && (
              <NewOrderButton disabled={model.newOrder.disabled} onClick={close} fullWidth />
            )}
            {links(model.tabs)}
            <Divider my="xs" />
            {section(t`Help`)}
            {links(helpEntries)}
            {section(model.company.name)}
            {links(model.company.entries)}
            <SwitchCompanyLinks onSwitched={close} />
            {section(t`Profile`)}
            <NavLink component={Link} to={profilePath} label={t`My profile`} onClick={close} />
            {section(t`Privacy and conditions`)}
            {external(model.privacy.termsUrl, t`Terms and conditions`)}
            {external(model.privacy.privacyUrl, t`Privacy policy`)}
            {external(model.privacy.cookiePolicyUrl, t`Cookie policy`)}
            <NavLink component="button" label={t`Cookie settings`} onClick={() => (close(), onCookieSettings())} />
            <Divider my="xs" />
            <NavLink component="button" label={t`Logout`} onClick={() => (close(), onLogout())} />
          </Stack>
        </Modal>
      )}
    </>
  );
}
