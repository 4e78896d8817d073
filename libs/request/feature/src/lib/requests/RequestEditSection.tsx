import { useLingui } from '@lingui/react/macro';
import { Alert, Paper, Title } from '@mantine/core';
import { useEditRequest } from '@portal/request-data-access';
import type { RequestDetail } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';
import { useId, useMemo } from 'react';
import { RequestEditForm } from './RequestEditForm';
import { useEditFailureMessage } from './edit-failure';
import { apiFieldErrors } from './request-edit-rules';

/** Props of RequestEditSection: the session, the request as now read, today, and what happens after a save or on Cancel. */
export interface RequestEditSectionProps {
  session: Session;
  request: RequestDetail;
  today: string;
  onSaved: () => void;
  onCancel: () => void;
}

/** Edit mode: the form, the save with the version seen, and why a save failed. */
export function RequestEditSection({ session, request, today, onSaved, onCancel }: RequestEditSectionProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const edit = useEditRequest(session, request.id);
  const failureMessage = useEditFailureMessage();
  // Memoised: the form takes a new object for a new answer, and shows it once.
  const fieldErrors = useMemo(() => (edit.error ? apiFieldErrors(i18n, request.type, edit.error) : null), [i18n, request.type, edit.error]);
  const message = edit.error && !fieldErrors ? <Alert color="red" role="alert">{failureMessage(edit.error)}</Alert> : null;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h3" id={headingId} mb="md">{t`Edit request`}</Title>
      <RequestEditForm
        request={request}
        today={today}
        saving={edit.isPending}
        serverErrors={fieldErrors}
        message={message}
        onCancel={onCancel}
        onSave={(input) => edit.mutate(input, { onSuccess: onSaved })}
      />
    </Paper>
  );
}
