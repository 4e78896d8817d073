import { Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { isActive, type NavEntry } from './navigation';
import classes from './DesktopTabs.module.css';

/** The desktop tab bar: Overview, Documents, Requests, Assets as the modules allow. */
export function DesktopTabs({ tabs }: { tabs: NavEntry[] }) {
  const { i18n, t } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <Group component="nav" aria-label={t`Main`} gap={0} h="100%" wrap="nowrap">
      {tabs.map((tab) => {
        const active = isActive(tab, pathname);
        return (
          <Link key={tab.to} to={tab.to} className={classes.tab} data-active={active || undefined} aria-current={active ? 'page' : undefined}>
            {i18n._(tab.label)}
          </Link>
        );
      })}
    </Group>
  );
}
