import { useLingui } from '@lingui/react/macro';
import { Alert, Button, List, Stack } from '@mantine/core';
import { uploadRequestPhotos, type PhotoRefusal } from '@portal/request-data-access';
import { useApiClient, type Session } from '@portal/shared-data-access-http';
import { useState } from 'react';
import type { SentRequest } from './use-send-request';

/** Props of FailedPhotos: the session, the answer with each photo's outcome, and the outcome of a retry. */
export interface FailedPhotosProps {
  session: Session;
  sent: SentRequest;
  onRetried: (sent: SentRequest) => void;
}

/** The photos the API did not keep, each named with why; the request and the other photos stand. */
export function FailedPhotos({ session, sent, onRetried }: FailedPhotosProps) {
  const { t } = useLingui();
  const api = useApiClient();
  const [retrying, setRetrying] = useState(false);
  const failed = sent.photos.flatMap((p) => ('refusal' in p ? [p] : []));
  if (failed.length === 0) return null;
  const why: Record<PhotoRefusal, string> = {
    photo_type: t`not a JPEG or PNG photo`,
    photo_too_large: t`too large`,
    too_many_photos: t`too many photos`,
    failed: t`the connection failed`,
  };
  const retry = async () => {
    setRetrying(true);
    const again = await uploadRequestPhotos(api, session, sent.created.id, failed.map((p) => p.file));
    setRetrying(false);
    onRetried({ ...sent, photos: [...sent.photos.filter((p) => 'photo' in p), ...again] });
  };
  const retriable = failed.some((p) => p.refusal === 'failed');
  return (
    <Alert color="orange" role="alert" title={t`Not every photo was added`}>
      <Stack gap="xs">
        <List size="sm">
          {failed.map((p) => (
            <List.Item key={p.file.name}>{t`${p.file.name}: ${why[p.refusal]}`}</List.Item>
          ))}
        </List>
        {retriable && (
          <Button variant="default" loading={retrying} onClick={() => void retry()} w="fit-content">
            {t`Try these photos again`}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
