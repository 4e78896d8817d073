import { useLingui } from '@lingui/react/macro';
import { Alert, Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { hasModule, type Session } from '@portal/shared-data-access-http';
import { useEffect, useRef } from 'react';
import { AnchorLink } from '../common/links';
import { PickupFacts } from '../common/PickupFacts';
import { ResponsePromiseText } from '../requests/ResponsePromiseText';
import { FailedPhotos } from './FailedPhotos';
import type { SentRequest } from './use-send-request';

/** Props of RequestSent: the session, the API's answer, how to retry photos and how to start another request. */
export interface RequestSentProps {
  session: Session;
  sent: SentRequest;
  onPhotosRetried: (sent: SentRequest) => void;
  onNewRequest: () => void;
}

/** The answer at once: an off-hire's reference large and copyable, links to the request (and the overview). */
export function RequestSent({ session, sent, onPhotosRetried, onNewRequest }: RequestSentProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  // Focus goes to the answer so it is heard, and keyboard users start from it.
  useEffect(() => ref.current?.focus(), []);
  const { created } = sent;
  const reference = created.reference;
  const changesLines = sent.type === 'off_hire' || sent.type === 'extension';
  return (
    <Stack gap="md" maw={720}>
      <Paper ref={ref} tabIndex={-1} role="status" withBorder p="lg" bg="green.0">
        <Stack gap="xs">
          <Text fw={700}>{t`Request ${created.number} sent`}</Text>
          {reference ? (
            <Group gap="sm" align="center">
              <Title order={2} fz={{ base: 24, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
                {t`Off-hire reference ${reference}`}
              </Title>
              <CopyButton value={reference}>
                {({ copied, copy }) => (
                  <Button variant={copied ? 'filled' : 'default'} color={copied ? 'green.8' : undefined} onClick={copy}>
                    {copied ? t`Copied` : t`Copy reference`}
                  </Button>
                )}
              </CopyButton>
            </Group>
          ) : created.response ? (
            <Text fw={700}><ResponsePromiseText promise={created.response} /></Text>
          ) : (
            <Text>{t`We will get back to you; you can follow it in your requests.`}</Text>
          )}
          {reference && <Text size="sm">{t`Quote this reference when you talk to us about the collection.`}</Text>}
          {sent.pickup && (
            <dl>
              <PickupFacts pickup={sent.pickup} fact={(label, value) => <div key={label}><Text component="dt" size="sm" c="dimmed">{label}</Text><Text component="dd" ms={0} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{value}</Text></div>} />
            </dl>
          )}
        </Stack>
      </Paper>
      <FailedPhotos session={session} sent={sent} onRetried={onPhotosRetried} />
      {sent.photos.length > 0 && sent.photos.every((p) => 'photo' in p) && <Alert color="green">{t`All photos were added.`}</Alert>}
      <Group>
        <AnchorLink to="/request/requests/$requestId" params={{ requestId: String(created.id) }}>{t`View request ${created.number}`}</AnchorLink>
        {changesLines && hasModule(session, 'order') && <AnchorLink to="/order/contracts">{t`See the lines in the overview`}</AnchorLink>}
        <Button variant="default" onClick={onNewRequest}>{t`Make another request`}</Button>
      </Group>
    </Stack>
  );
}
