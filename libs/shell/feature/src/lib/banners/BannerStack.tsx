import { Button, Stack } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { CollapsibleBanner } from '@portal/shared-ui';
import { useLifecycle, useShellServices } from '@portal/shell-data-access';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isBrowserSupported } from './browser-support';

/** The banners themselves, in a chunk of their own: most pages never show one. */
export default function BannerStack() {
  const { t } = useLingui();
  const { queries } = useShellServices();
  const { availability, corporateClient, settings, signedIn } = useLifecycle();
  const [supported] = useState(() => isBrowserSupported());
  const uuid = corporateClient?.corporateClientUuid ?? '';
  const ready = signedIn && settings.ready && !!uuid;
  const client = useQuery({ ...queries.corporateClient(uuid), enabled: ready });
  const blocked = ready && client.data?.commerciallyBlocked === true;
  const contact = useQuery({ ...queries.rentalContact(uuid), enabled: blocked });
  const toggles = { expandLabel: t`Show message`, minimiseLabel: t`Minimise` };
  const message = availability?.bannerText;

  return (
    <Stack gap={0}>
      {!supported && (
        <CollapsibleBanner color="red" title={t`Your browser is not supported`} minimisedLabel={t`Browser not supported`} {...toggles}>
          <Trans>Some parts of the portal may not work. Please use a recent version of Chrome, Edge, Firefox or Safari.</Trans>
        </CollapsibleBanner>
      )}
      {message && (
        <CollapsibleBanner color="yellow" title={t`Important message`} minimisedLabel={t`Important message (minimised)`} {...toggles}>
          {message}
        </CollapsibleBanner>
      )}
      {blocked && (
        <CollapsibleBanner
          color="red"
          title={t`Your account is commercially blocked`}
          minimisedLabel={t`Commercially blocked`}
          {...toggles}
          actions={
            <>
              {contact.data?.phone && (
                <Button component="a" href={`tel:${contact.data.phone.replace(/\s/g, '')}`} size="xs" variant="white" color="dark">
                  <Trans>Call {contact.data.phone}</Trans>
                </Button>
              )}
              {contact.data?.email && (
                <Button component="a" href={`mailto:${contact.data.email}`} size="xs" variant="white" color="dark">
                  <Trans>Email {contact.data.email}</Trans>
                </Button>
              )}
            </>
          }
        >
          <Trans>You cannot place new orders at the moment. Please contact your rental contact to resolve this.</Trans>
        </CollapsibleBanner>
      )}
    </Stack>
  );
}
