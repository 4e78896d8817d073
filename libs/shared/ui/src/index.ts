export { PageHeader } from './lib/PageHeader';
export type { PageHeaderProps } from './lib/PageHeader';
export { CollapsibleBanner } from './lib/CollapsibleBanner';
export type { CollapsibleBannerProps } from './lib/CollapsibleBanner';
export { FullPageLoader } from './lib/FullPageLoader';
export { portalTheme, portalCssVariables, layout } from './lib/theme';
