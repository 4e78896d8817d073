import { useMediaQuery } from '@mantine/hooks';
import { layout } from '../theme';

/** The theme's `md` breakpoint (900 px): at and above it lists show a side panel and a table. */
export const desktopQuery = `(min-width: ${layout.mobileBreakpoint / 16}em)`;

/**
 * Whether the viewport is desktop-wide. Read synchronously on the first render, so a desktop
 * never flashes the phone layout (the portal is a client-only SPA; nothing renders on a server).
 */
export function useIsDesktop(): boolean {
  return useMediaQuery(desktopQuery, false, { getInitialValueInEffect: false });
}
