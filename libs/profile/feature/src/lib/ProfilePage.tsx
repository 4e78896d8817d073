import { Alert, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useProfile, useUpdateProfile } from '@portal/profile-data-access';
import type { LanguageCode } from '@portal/shared-api-contract';
import { PageHeader } from '@portal/shared-ui';
import { supportedLocales } from '@portal/shared-util-i18n';

/** Each language named in itself, so a user who cannot read the current one still finds theirs. */
const languageNames: Record<LanguageCode, string> = {
  'en-US': 'English',
  de: 'Deutsch',
  'fr-BE': 'Français (Belgique)',
  nl: 'Nederlands',
  'nl-BE': 'Nederlands (België)',
  hu: 'Magyar',
  pl: 'Polski',
};

/** My profile: who I am, and the language the portal speaks to me in (applied at once). */
export function ProfilePage() {
  const { t } = useLingui();
  const profile = useProfile();
  const update = useUpdateProfile();
  if (profile.isPending) return <Loader aria-label={t`Loading`} />;
  if (profile.isError) {
    return (
      <Alert color="red" role="alert">
        <Trans>Your profile could not be loaded. Please try again later.</Trans>
      </Alert>
    );
  }
  const { firstName, lastName, email, preferredLanguageCode } = profile.data;
  return (
    <Stack maw={560}>
      <PageHeader title={t`My profile`} />
      <Text fw={600}>
        {firstName} {lastName}
      </Text>
      <Text>{email}</Text>
      <NativeSelect
        label={t`Language`}
        description={t`The portal switches at once.`}
        value={preferredLanguageCode}
        disabled={update.isPending}
        data={supportedLocales.map((code) => ({ value: code, label: languageNames[code] }))}
        onChange={(e) => update.mutate({ preferredLanguageCode: e.currentTarget.value as LanguageCode })}
      />
      {update.isError && (
        <Alert color="red" role="alert">
          <Trans>The language could not be saved. Please try again.</Trans>
        </Alert>
      )}
    </Stack>
  );
}
