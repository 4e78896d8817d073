import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Atlas blue; shades 7–9 reach at least 4.5:1 against white, so primaryShade 8 passes WCAG AA.
const brand: MantineColorsTuple = [
  '#e7f1fa', '#cfe1f3', '#9ec2e7', '#6aa2db', '#3f86d1', '#2574cb', '#1668c3', '#0b5aa8', '#0b4f8a', '#053f70',
];

/** The portal's Mantine theme: contrast-safe primary, system fonts, 900 px as the mobile breakpoint. */
export const portalTheme = createTheme({
  primaryColor: 'brand',
  primaryShade: 8,
  colors: { brand },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'sm',
  breakpoints: { xs: '36em', sm: '50em', md: '56.25em', lg: '75em', xl: '87.5em' },
  focusRing: 'auto',
  components: {
    // Mantine's initial-focus placeholder is a role=presentation child of role=menu, which ARIA
    // forbids; keyboard focus still lands on the first item on ArrowDown. (Plain object: importing
    // Menu here would pull the positioning engine into the first page load.)
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/**
 * Mantine's "dimmed" grey is 3.3:1 on white; gray 7 keeps secondary text at AA (over 4.5:1). Its error
 * red (red 6) is 3.3:1 and red 8 just under 4.5:1: field messages, invalid values and red text on
 * light and subtle buttons use red 9 (give those `color="red"`: a subtle button caps a given shade at 6).
 */
export const portalCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

/** Header height and content width of spec §9. */
export const layout = { headerHeight: 64, maxContentWidth: 1400, mobileBreakpoint: 900, authImageBreakpoint: 800 } as const;
