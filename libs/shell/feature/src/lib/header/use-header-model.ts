import { brandingFor } from '@portal/shared-util-config';
import { useLifecycle, useShellServices } from '@portal/shell-data-access';
import { useQuery } from '@tanstack/react-query';
import { companyEntries, tabEntries } from './navigation';

/** Everything the header shows, derived from the lifecycle and the shell's server data. */
export function useHeaderModel() {
  const { config, queries } = useShellServices();
  const { signedIn, maintenance, settings, corporateClient } = useLifecycle();
  const uuid = corporateClient?.corporateClientUuid ?? '';
  const ready = signedIn && settings.ready && !!uuid;
  const client = useQuery({ ...queries.corporateClient(uuid), enabled: ready });
  const rights = useQuery({ ...queries.rights(uuid), enabled: ready });
  const actions = useQuery({ ...queries.globalActions(uuid), enabled: ready });
  const branding = brandingFor(config.opCo);
  return {
    branding,
    /** Signed in, settled and not in maintenance: the full header; otherwise only the privacy menu. */
    full: ready && !maintenance,
    tabs: tabEntries(settings.modules),
    company: { name: client.data?.name ?? '', entries: companyEntries(rights.data?.rights ?? []) },
    newOrder: { visible: actions.data?.order.possible ?? false, disabled: actions.data?.order.disabled ?? false },
    privacy: {
      termsUrl: branding.termsUrl,
      privacyUrl: branding.privacyUrl,
      cookiePolicyUrl: branding.cookiePolicyUrl,
    },
  };
}
export type HeaderModel = ReturnType<typeof useHeaderModel>;
