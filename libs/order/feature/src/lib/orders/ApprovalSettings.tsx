import { useLingui } from '@lingui/react/macro';
import { Alert, Paper, Text, Title } from '@mantine/core';
import { useOrderSettings, useSaveOrderSettings } from '@portal/order-data-access';
import type { Session } from '@portal/shared-data-access-http';
import { useId, useMemo, useState } from 'react';
import { ApprovalSettingsForm } from './ApprovalSettingsForm';
import { useActionFailureMessage } from './action-failure';
import { apiFieldErrors } from './approval-settings-rules';

/** Props of ApprovalSettings: the session (its user has MANAGE_ROLES_AND_USERS; the API checks again). */
export interface ApprovalSettingsProps {
  session: Session;
}

/** The card "Order approval" of the company's roles page: above which amount an order waits, and who approves. */
export function ApprovalSettings({ session }: ApprovalSettingsProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const { data: settings } = useOrderSettings(session);
  const save = useSaveOrderSettings(session);
  const failureMessage = useActionFailureMessage();
  const [saved, setSaved] = useState(false);
  // Memoised: the form takes a new object for a new answer, and shows it once.
  const fieldErrors = useMemo(() => (save.error ? apiFieldErrors(i18n, save.error) : null), [i18n, save.error]);

  const message = saved ? (
    <Alert color="green" role="status">{t`The approval settings are saved.`}</Alert>
  ) : save.error && !fieldErrors ? (
    <Alert color="red" role="alert">
      {failureMessage(save.error, t`Someone else changed these settings in the meantime. They have been reloaded: check them and save again.`)}
    </Alert>
  ) : null;

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p={{ base: 'md', sm: 'lg' }} mt="xl">
      <Title order={2} size="h3" id={headingId}>{t`Order approval`}</Title>
      <Text c="dimmed" mb="md">{t`Orders above the amount wait until someone with an approving role approves them.`}</Text>
      <ApprovalSettingsForm
        // A new version (saved here, or by someone else after a 409) starts the form from the server's values.
        key={settings.version}
        settings={settings}
        saving={save.isPending}
        serverErrors={fieldErrors}
        message={message}
        onSave={(input) => {
          setSaved(false);
          save.mutate(input, { onSuccess: () => setSaved(true) });
        }}
      />
    </Paper>
  );
}
