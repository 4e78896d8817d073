import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { profileConflict, useUpdateProfile } from '@portal/profile-data-access';
import { ProfileSection } from '@portal/profile-ui';
import type { Profile } from '@portal/shared-api-contract';
import { LanguageSelect } from '@portal/shared-ui';
import type { SupportedLocale } from '@portal/shared-util-i18n';
import { useState } from 'react';

/** Props of LanguageSection: the profile as cached now. */
export interface LanguageSectionProps {
  profile: Profile;
}

/**
 * `Language`: saved as soon as it is chosen; the app's LocaleSync then switches the portal, since
 * the cached profile is the server's answer. Not disabled while saving: that would take the focus
 * from the select, and a second choice simply follows the first.
 */
export function LanguageSection({ profile }: LanguageSectionProps) {
  const { t } = useLingui();
  const update = useUpdateProfile();
  const [failed, setFailed] = useState(false);

  const choose = async (locale: SupportedLocale) => {
    setFailed(false);
    const save = () => update.mutateAsync({ preferredLanguageCode: locale });
    try {
      await save();
    } catch (error) {
      // Saved elsewhere meanwhile: the cache now holds that version. The language was chosen just
      // now and is the only thing sent, so it goes on top of it once, without asking.
      const retried = profileConflict(error) ? await save().then(() => true, () => false) : false;
      setFailed(!retried);
    }
  };
  const chosen = update.isPending ? update.variables?.preferredLanguageCode : undefined;

  return (
    <ProfileSection title={t`Language`}>
      <LanguageSelect label={t`Language`} description={t`The portal switches at once.`} value={chosen ?? profile.preferredLanguageCode} onChange={(locale) => void choose(locale)} />
      {failed && (
        <Alert color="red" role="alert">
          {t`The language could not be saved. Please try again.`}
        </Alert>
      )}
    </ProfileSection>
  );
}
