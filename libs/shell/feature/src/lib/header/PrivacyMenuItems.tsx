import { Menu } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { HeaderModel } from './use-header-model';

/** Props of PrivacyMenuItems. */
export interface PrivacyMenuItemsProps {
  privacy: HeaderModel['privacy'];
  onCookieSettings: () => void;
}

/** Terms, privacy and cookie policy links (only those configured for the opCo), plus cookie settings. */
export function PrivacyMenuItems({ privacy, onCookieSettings }: PrivacyMenuItemsProps) {
  const external = { component: 'a', target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <>
      {privacy.termsUrl && (
        <Menu.Item {...external} href={privacy.termsUrl}>
          <Trans>Terms and conditions</Trans>
        </Menu.Item>
      )}
      {privacy.privacyUrl && (
        <Menu.Item {...external} href={privacy.privacyUrl}>
          <Trans>Privacy policy</Trans>
        </Menu.Item>
      )}
      {privacy.cookiePolicyUrl && (
        <Menu.Item {...external} href={privacy.cookiePolicyUrl}>
          <Trans>Cookie policy</Trans>
        </Menu.Item>
      )}
      <Menu.Item onClick={onCookieSettings}>
        <Trans>Cookie settings</Trans>
      </Menu.Item>
    </>
  );
}
