import { Button, Menu, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { helpEntries, profilePath, type NavEntry } from './navigation';
import { PrivacyMenuItems } from './PrivacyMenuItems';
import type { HeaderModel } from './use-header-model';

/** Props of the header's menus. */
export interface HeaderMenusProps {
  model: HeaderModel;
  onCookieSettings: () => void;
  onLogout: () => void;
}

const chevron = <span aria-hidden="true">▾</span>;

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
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="subtle" rightSection={chevron}>
            <Trans>Help</Trans>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <LinkItems entries={helpEntries} />
        </Menu.Dropdown>
      </Menu>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="subtle" rightSection={chevron} maw={250} aria-label={t`Company: ${model.company.name}`} title={model.company.name}>
            <Text span truncate="end" inherit maw={210}>
              {model.company.name}
            </Text>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <LinkItems entries={model.company.entries} />
        </Menu.Dropdown>
      </Menu>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="subtle" rightSection={chevron}>
            <Trans>Profile</Trans>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
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
        </Menu.Dropdown>
      </Menu>
    </>
  );
}

/** The only menu shown when signed out or in maintenance (spec §2). */
export function PrivacyMenu({ model, onCookieSettings }: Omit<HeaderMenusProps, 'onLogout'>) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" rightSection={chevron}>
          <Trans>Privacy and conditions</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <PrivacyMenuItems privacy={model.privacy} onCookieSettings={onCookieSettings} />
      </Menu.Dropdown>
    </Menu>
  );
}
