import { useLingui } from '@lingui/react/macro';
import { Alert, Stack, Title } from '@mantine/core';
import { useRequest } from '@portal/request-data-access';
import type { Session } from '@portal/shared-data-access-http';
import { useEffect, useRef, useState } from 'react';
import { AnchorLink } from '../common/links';
import { OffHireReference } from './OffHireReference';
import { RequestEditSection } from './RequestEditSection';
import { RequestFacts } from './RequestFacts';
import { RequestHeader } from './RequestHeader';
import { RequestHistory } from './RequestHistory';
import { RequestLines } from './RequestLines';
import { RequestPhotos } from './RequestPhotos';

/** Props of RequestDetailPage: the session, the request's id from the URL and today in the user's time zone. */
export interface RequestDetailPageProps {
  session: Session;
  requestId: number;
  /** YYYY-MM-DD: an off-hire date cannot be moved into the past. */
  today: string;
}

/** One request (`/request/requests/$requestId`): what it says, its history, and edit mode while it is Submitted. */
export function RequestDetailPage({ session, requestId, today }: RequestDetailPageProps) {
  const { t } = useLingui();
  const { data: request } = useRequest(session, requestId);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  // Leaving edit mode takes the keyboard back to the Edit button, not to the top of the page.
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    editButton.current?.focus();
  }, [editing]);
  const stopEditing = (withSave: boolean) => {
    refocus.current = true;
    setSaved(withSave);
    setEditing(false);
  };
  const startEditing = () => {
    setSaved(false);
    setEditing(true);
  };
  return (
    <Stack gap="lg">
      <AnchorLink to="/request/requests" size="sm">{t`Back to requests`}</AnchorLink>
      <RequestHeader request={request} editRef={editButton} onEdit={request.can.edit && !editing ? startEditing : undefined} />
      {saved && <Alert color="green" role="status">{t`Your changes are saved.`}</Alert>}
      {/* Moved on while being edited (no longer Submitted): the form goes, the reason stays. */}
      {editing && !request.can.edit && (
        <Alert color="yellow" role="alert">{t`This request can no longer be changed: the rental company has started on it. It is shown as it is now.`}</Alert>
      )}
      {request.reference && <OffHireReference reference={request.reference} />}
      {editing && request.can.edit && (
        <RequestEditSection session={session} request={request} today={today} onSaved={() => stopEditing(true)} onCancel={() => stopEditing(false)} />
      )}
      <RequestFacts request={request} />
      {request.lines.length > 0 && (
        <Stack gap="xs">
          <Title order={2} size="h3">{t`Lines`}</Title>
          <RequestLines session={session} request={request} />
        </Stack>
      )}
      {request.photos.length > 0 && (
        <Stack gap="xs">
          <Title order={2} size="h3">{t`Photos`}</Title>
          <RequestPhotos session={session} request={request} />
        </Stack>
      )}
      <Stack gap="xs">
        <Title order={2} size="h3">{t`History`}</Title>
        <RequestHistory events={request.events} />
      </Stack>
    </Stack>
  );
}
