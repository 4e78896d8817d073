import { useLifecycle, useShellServices } from '@portal/shell-data-access';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { isBrowserSupported } from './browser-support';

const BannerStack = lazy(() => import('./BannerStack'));

/** The page-wide banners of spec §2: unsupported browser, maintenance or important message, commercial block. */
export function AppBanners() {
  const { queries } = useShellServices();
  const { availability, corporateClient, settings, signedIn } = useLifecycle();
  const [supported] = useState(() => isBrowserSupported());
  const uuid = corporateClient?.corporateClientUuid ?? '';
  const client = useQuery({ ...queries.corporateClient(uuid), enabled: signedIn && settings.ready && !!uuid });
  const needed = !supported || !!availability?.bannerText || client.data?.commerciallyBlocked === true;
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <BannerStack />
    </Suspense>
  );
}
