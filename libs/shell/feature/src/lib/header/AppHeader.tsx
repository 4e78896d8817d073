import { Box, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { layout } from '@portal/shared-ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import classes from './AppHeader.module.css';
import { DesktopTabs } from './DesktopTabs';
import { EarlyIntent } from './early-intent';
import { useHeaderActionsChunk } from './header-actions-chunk';
import { HeaderActionsPlaceholder } from './HeaderActionsPlaceholder';
import { useHeaderModel } from './use-header-model';

/** Props of AppHeader: what the app does for entries that reach outside the shell. */
export interface AppHeaderProps {
  onCookieSettings: () => void;
  onLogout: () => void;
  /**
   * The logo alone: the signed-in pages' shell that the build prerenders (issue 14), which paints
   * before the session is known, so it shows neither the signed-out menu nor the signed-in ones.
   */
  logoOnly?: boolean;
}

/** The 64 px header: logo, tabs, New order and menus; only the privacy menu when signed out (spec §2). */
export function AppHeader({ onCookieSettings, onLogout, logoOnly = false }: AppHeaderProps) {
  const model = useHeaderModel();
  const { t } = useLingui();
  // Signed in, the menus' code loads once the header has painted; signed out (the login page), only
  // on interest.
  const { HeaderActions, load } = useHeaderActionsChunk(model.full);
  const [intent] = useState(() => new EarlyIntent());
  return (
    <Box component="header" h={layout.headerHeight} bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group h="100%" maw={layout.maxContentWidth} mx="auto" px="md" justify="space-between" wrap="nowrap" gap={6}>
        <Group h="100%" wrap="nowrap" gap="lg">
          <Link to="/" aria-label={t`${model.branding.title}, home`} style={{ display: 'flex' }}>
            <img src={`/assets/opco/${model.branding.opCo}/logo.svg`} alt="" width={144} height={32} className={classes.logo} />
          </Link>
          {model.full && (
            <Box visibleFrom="md" h="100%">
              <DesktopTabs tabs={model.tabs} />
            </Box>
          )}
        </Group>
        {logoOnly ? null : HeaderActions ? (
          <HeaderActions model={model} onCookieSettings={onCookieSettings} onLogout={onLogout} intent={intent} />
        ) : (
          <HeaderActionsPlaceholder model={model} intent={intent} onInterest={load} />
        )}
      </Group>
    </Box>
  );
}
