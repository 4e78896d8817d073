import { brandingFor, type AppConfig } from '@portal/shared-util-config';

/** The opCo's browser title and favicon (spec §1); logout calls it again to reset the title. */
export function applyBranding(config: AppConfig): void {
  const branding = brandingFor(config.opCo);
  document.title = branding.title;
  const icon = document.querySelector<HTMLLinkElement>('link#favicon');
  if (icon) icon.href = `/assets/opco/${branding.opCo}/favicon.svg`;
}
