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
  const blocked = client.data?.commerciallyBlocked === true;
  const message = availability?.bannerText;
  if (supported && !message && !blocked) return null;
  return (
    <Suspense fallback={null}>
      <BannerStack supported={supported} message={message} blocked={blocked} clientUuid={uuid} />
    </Suspense>
  );
}
