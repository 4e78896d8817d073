import { Box } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { layout } from '@portal/shared-ui';
import type { ReactNode } from 'react';
import { AppBanners } from '../banners/AppBanners';
import { WelcomeBanner } from '../banners/WelcomeBanner';
import { AppHeader, type AppHeaderProps } from '../header/AppHeader';

/** Props of AppLayout: the header's outward actions and the page. */
export interface AppLayoutProps extends AppHeaderProps {
  children: ReactNode;
}

/** Header, banners and the page, at most 1400 px wide (spec §9). */
export function AppLayout({ children, ...header }: AppLayoutProps) {
  const { t } = useLingui();
  return (
    <>
      <a href="#main" className="skip-link">
        {t`Skip to content`}
      </a>
      <AppHeader {...header} />
      <AppBanners />
      <WelcomeBanner />
      <Box component="main" id="main" tabIndex={-1} maw={layout.maxContentWidth} mx="auto" px="md" py="lg">
        {children}
      </Box>
    </>
  );
}
