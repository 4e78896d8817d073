import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack } from '@mantine/core';
import type { SendRequest } from './use-send-request';

/** Props of SendActions: the form's sending state. */
export interface SendActionsProps {
  send: Pick<SendRequest, 'failure' | 'sending' | 'uploading'>;
}

/** What went wrong (the form keeps everything typed) and `Send request`. */
export function SendActions({ send }: SendActionsProps) {
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      {send.failure && (
        <Alert color="red" role="alert" title={t`Not sent yet`}>
          {send.failure}
        </Alert>
      )}
      <Group>
        <Button type="submit" loading={send.sending} w={{ base: '100%', xs: 'auto' }}>
          {t`Send request`}
        </Button>
        {send.uploading && <span role="status">{t`Sending the photos…`}</span>}
      </Group>
    </Stack>
  );
}
