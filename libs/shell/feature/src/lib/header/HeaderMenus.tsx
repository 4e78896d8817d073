import { Button, Menu, Text, type ButtonProps } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { helpEntries, profilePath, type NavEntry } from './navigation';
import { PrivacyMenuItems } from './PrivacyMenuItems';
import type { HeaderModel } from './use-header-model';

/** Props of the header's menus. */
export interface HeaderMenusProps {
  model: HeaderModel;
  onCookieSettings: () => void;
  onLogout: () => void;
}

/** One header menu: a subtle button with a chevron opening a dropdown (keyboard as WAI-ARIA menus). */
function HeaderMenu({ label, target, children }: { label: ReactNode; target?: ButtonProps & { title?: string; 'aria-label'?: string }; children: ReactNode }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" px="xs" fz={{ base: 13, xs: 14 }} rightSection={<span aria-hidden="true">▾</span>} {...target}>
          {/* A long translation ends in an ellipsis rather than being cut mid-letter on a phone. */}
          <Text span truncate="end" inherit>
            {label}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

function LinkItems({ entries }: { entries: NavEntry[] }) {
  const { i18n } = useLingui();
  return entries.map((entry) => (
    <Menu.Item key={entry.to} component={Link} to={entry.to}>
      {i18n._(entry.label)}
    </Menu.Item>
  ));
}

/** Help, Company (titled with the client name, at most 250 px) and Profile menus (spec §2). */
export function HeaderMenus({ model, onCookieSettings, onLogout }: HeaderMenusProps) {
  const { t } = useLingui();
  const { name } = model.company;
  return (
    <>
      <HeaderMenu label={<Trans>Help</Trans>}>
        <LinkItems entries={helpEntries} />
      </HeaderMenu>
      <HeaderMenu
        label={name}
        target={{ maw: 250, title: name, 'aria-label': t`Company: ${name}` }}
      >
        <LinkItems entries={model.company.entries} />
      </HeaderMenu>
      <HeaderMenu label={<Trans>Profile</Trans>}>
        <Menu.Item component={Link} to={profilePath}>
          <Trans>My profile</Trans>
        </Menu.Item>
        <Menu.Sub>
          <Menu.Sub.Target>
            <Menu.Sub.Item>
              <Trans>Privacy and conditions</Trans>
            </Menu.Sub.Item>
          </Menu.Sub.Target>
          <Menu.Sub.Dropdown>
            <PrivacyMenuItems privacy={model.privacy} onCookieSettings={onCookieSettings} />
          </Menu.Sub.Dropdown>
        </Menu.Sub>
        <Menu.Divider />
        <Menu.Item onClick={onLogout}>
          <Trans>Logout</Trans>
        </Menu.Item>
      </HeaderMenu>
    </>
  );
}

/** The only menu shown when signed out or in maintenance (spec §2). */
export function PrivacyMenu({ model, onCookieSettings }: Omit<HeaderMenusProps, 'onLogout'>) {
  return (
    <HeaderMenu label={<Trans>Privacy and conditions</Trans>}>
      <PrivacyMenuItems privacy={model.privacy} onCookieSettings={onCookieSettings} />
    </HeaderMenu>
  );
}
