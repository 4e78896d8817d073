import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useNotificationPreferences, useSaveNotificationPreferences } from '@portal/profile-data-access';
import { NotificationTopicTable, ProfileSection } from '@portal/profile-ui';
import type { TopicPreference } from '@portal/shared-api-contract';
import { ErrorState, ListSkeleton } from '@portal/shared-ui';
import { useRef, useState, type FormEvent } from 'react';
import { notificationsSaveFailure } from './notifications-failure';

type Outcome = { saved: boolean; text: string };

/**
 * `Notifications`: per topic by mail and in the portal, saved with the version they were based on.
 * The choices live here until saved: a conflict (another tab, an unsubscribe link) or a failure
 * keeps them on screen, and saving again goes on top of what is saved now.
 */
export function NotificationsSection() {
  const { t, i18n } = useLingui();
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [draft, setDraft] = useState<TopicPreference[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sending = useRef(false);
  const shown = draft ?? preferences.data?.topics;

  const change = (next: TopicPreference) => {
    setOutcome(null);
    setDraft((shown ?? []).map((choice) => (choice.topic === next.topic ? next : choice)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!shown || !preferences.data || sending.current) return;
    sending.current = true;
    setOutcome(null);
    try {
      await save.mutateAsync({ topics: shown, version: preferences.data.version });
      setDraft(null);
      setOutcome({ saved: true, text: t`Your notification settings were saved.` });
    } catch (error) {
      setDraft(shown);
      setOutcome({ saved: false, text: notificationsSaveFailure(error, i18n) });
    } finally {
      sending.current = false;
    }
  };

  return (
    <ProfileSection title={t`Notifications`} description={t`Security notices (password changed, new device) are always sent.`}>
      {shown ? (
        <form onSubmit={(e) => void submit(e)}>
          <Stack gap="md">
            <NotificationTopicTable topics={shown} onChange={change} />
            {outcome && (
              <Alert color={outcome.saved ? 'green' : 'red'} role={outcome.saved ? 'status' : 'alert'}>
                {outcome.text}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={save.isPending}>{t`Save notification settings`}</Button>
            </Group>
          </Stack>
        </form>
      ) : preferences.isError ? (
        <ErrorState title={t`Your notification settings could not be loaded`} onRetry={() => void preferences.refetch()} />
      ) : (
        <ListSkeleton rows={3} />
      )}
    </ProfileSection>
  );
}
