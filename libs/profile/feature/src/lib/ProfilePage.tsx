import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useProfile } from '@portal/profile-data-access';
import { ErrorState, ListSkeleton, PageHeader } from '@portal/shared-ui';
import { SignedInDevicesSection } from './devices/SignedInDevicesSection';
import { LanguageSection } from './language/LanguageSection';
import { NotificationsSection } from './notifications/NotificationsSection';
import { ChangePasswordSection } from './password/ChangePasswordSection';
import { PersonalDetailsSection } from './personal/PersonalDetailsSection';

/**
 * My profile (`/order/profile`): personal details, the portal's language (applied at once), which
 * notifications come by mail and in the portal, the password and where the user is signed in.
 * Each section saves on its own.
 */
export function ProfilePage() {
  const { t } = useLingui();
  const profile = useProfile();
  return (
    <Stack maw={720} gap={0}>
      <PageHeader title={t`My profile`} />
      {profile.data ? (
        <Stack gap="lg">
          <PersonalDetailsSection profile={profile.data} />
          <LanguageSection profile={profile.data} />
          <NotificationsSection />
          <ChangePasswordSection />
          <SignedInDevicesSection />
        </Stack>
      ) : profile.isError ? (
        <ErrorState title={t`Your profile could not be loaded`} onRetry={() => void profile.refetch()} />
      ) : (
        <ListSkeleton rows={4} />
      )}
    </Stack>
  );
}
