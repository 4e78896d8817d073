import { Menu } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { useRef, useState, type ReactNode } from 'react';
import { useHandOver, type EarlyIntent, type HeaderTrigger } from './early-intent';
import { HelpIcon, ProfileIcon } from './header-icons';
import { companyTrigger, HeaderMenuButton, type HeaderMenuButtonProps } from './HeaderMenuButton';
import { entrySearch, helpEntries, profilePath, type NavEntry } from './navigation';
import { PrivacyMenuItems } from './PrivacyMenuItems';
import { SwitchCompanyMenu } from './SwitchCompanyMenu';
import type { HeaderModel } from './use-header-model';

/** Props of the header's menus. */
export interface HeaderMenusProps {
  model: HeaderModel;
  onCookieSettings: () => void;
  onLogout: () => void;
  /** What the user did to the placeholders while this code loaded. */
  intent?: EarlyIntent;
}

interface HeaderMenuProps {
  trigger: HeaderTrigger;
  intent?: EarlyIntent;
  label: ReactNode;
  compactIcon?: ReactNode;
  target?: Omit<HeaderMenuButtonProps, 'label'>;
  children: ReactNode;
}

/** One header menu: a subtle button with a chevron opening a dropdown (keyboard as WAI-ARIA menus). */
function HeaderMenu({ trigger, intent, label, compactIcon, target, children }: HeaderMenuProps) {
  const [opened, setOpened] = useState(false);
  const targetRef = useRef<HTMLButtonElement>(null);
  useHandOver(intent, trigger, targetRef, setOpened);
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <HeaderMenuButton label={label} compactIcon={compactIcon} ref={targetRef} {...target} />
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

function LinkItems({ entries }: { entries: NavEntry[] }) {
  const { i18n } = useLingui();
  const href = useRouterState({ select: (s) => s.location.href });
  return entries.map((entry) => (
    <Menu.Item key={entry.to} component={Link} to={entry.to} search={entrySearch(entry, href)}>
      {i18n._(entry.label)}
    </Menu.Item>
  ));
}

function companyMenuProps(name: string, ariaLabel: string) {
  const { label, ...target } = companyTrigger(name, ariaLabel);
  return { label, target };
}

/** Help, Company (titled with the client name, at most 250 px) and Profile menus (spec §2). */
export function HeaderMenus({ model, onCookieSettings, onLogout, intent }: HeaderMenusProps) {
  const { t } = useLingui();
  const { name } = model.company;
  return (
    <>
      <HeaderMenu trigger="help" intent={intent} label={<Trans>Help</Trans>} compactIcon={<HelpIcon />}>
        <LinkItems entries={helpEntries} />
      </HeaderMenu>
      <HeaderMenu trigger="company" intent={intent} {...companyMenuProps(name, t`Company: ${name}`)}>
        <LinkItems entries={model.company.entries} />
        <SwitchCompanyMenu />
      </HeaderMenu>
      <HeaderMenu trigger="profile" intent={intent} label={<Trans>Profile</Trans>} compactIcon={<ProfileIcon />}>
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
export function PrivacyMenu({ model, onCookieSettings, intent }: Omit<HeaderMenusProps, 'onLogout'>) {
  return (
    <HeaderMenu trigger="privacy" intent={intent} label={<Trans>Privacy and conditions</Trans>}>
      <PrivacyMenuItems privacy={model.privacy} onCookieSettings={onCookieSettings} />
    </HeaderMenu>
  );
}
