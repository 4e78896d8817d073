import { Button, Stack } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { CollapsibleBanner } from '@portal/shared-ui';
import { useShellServices } from '@portal/shell-data-access';
import { useQuery } from '@tanstack/react-query';

/** Props of BannerStack: which banners AppBanners found necessary. */
export interface BannerStackProps {
  supported: boolean;
  message: string | null | undefined;
  blocked: boolean;
  clientUuid: string;
}

/** The banners themselves, in a chunk of their own: most pages never show one. */
export default function BannerStack({ supported, message, blocked, clientUuid }: BannerStackProps) {
  const { t } = useLingui();
  const { queries } = useShellServices();
  const contact = useQuery({ ...queries.rentalContact(clientUuid), enabled: blocked });
  const toggles = { expandLabel: t`Show message`, minimiseLabel: t`Minimise` };

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
