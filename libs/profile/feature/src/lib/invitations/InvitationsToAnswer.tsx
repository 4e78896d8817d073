import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { PendingInvitation } from '@portal/shared-api-contract';
import { useAnswerInvitation, useInvitations, type InvitationAnswer } from '@portal/profile-data-access';
import { DateTimeText } from '@portal/shared-ui';
import { useState } from 'react';

/** Props of InvitationsToAnswer: what happens once the user joined or declined a company. */
export interface InvitationsToAnswerProps {
  onAnswered?: (answer: InvitationAnswer, company: string) => void;
}

/**
 * Companies that invited the user and wait for their answer (issue 31): `Join <company>?` with
 * `Join` and `Decline`. Nothing of a company is the user's before they join. Renders nothing when
 * no invitation waits; what was answered is said in a live region.
 */
export function InvitationsToAnswer({ onAnswered }: InvitationsToAnswerProps) {
  const { t } = useLingui();
  const invitations = useInvitations();
  const answer = useAnswerInvitation();
  const [said, setSaid] = useState<string | null>(null);
  const [failed, setFailed] = useState<number | null>(null);

  const send = async (invitation: PendingInvitation, how: InvitationAnswer) => {
    if (answer.isPending) return;
    setFailed(null);
    try {
      await answer.mutateAsync({ id: invitation.id, answer: how });
      const company = invitation.company;
      setSaid(how === 'accept' ? t`You joined ${company}.` : t`You declined the invitation of ${company}.`);
      onAnswered?.(how, company);
    } catch {
      setFailed(invitation.id);
    }
  };

  const items = invitations.data?.items ?? [];
  return (
    <Stack gap="sm">
      <div role="status">{said && <Alert color="green">{said}</Alert>}</div>
      {items.map((invitation) => {
        const company = invitation.company;
        const inviter = invitation.invitedBy;
        const busy = answer.isPending && answer.variables?.id === invitation.id;
        return (
          <Card key={invitation.id} withBorder component="section" aria-labelledby={`invitation-${invitation.id}`}>
            <Stack gap="xs">
              <Title order={2} size="h4" id={`invitation-${invitation.id}`}>{t`Join ${company}?`}</Title>
              <Text size="sm">
                {inviter ? <Trans>{inviter} invited you to work for {company} in this portal.</Trans> : <Trans>You are invited to work for {company} in this portal.</Trans>}
                {invitation.invitedAt && (
                  <>
                    {' '}
                    <Trans>Sent on <DateTimeText value={invitation.invitedAt} />.</Trans>
                  </>
                )}
              </Text>
              {failed === invitation.id && (
                <Alert color="red" role="alert">{t`Your answer could not be saved. Please try again.`}</Alert>
              )}
              <Group gap="sm" wrap="wrap">
                <Button loading={busy && answer.variables?.answer === 'accept'} disabled={answer.isPending} onClick={() => void send(invitation, 'accept')}>
                  {t`Join`}
                </Button>
                <Button variant="default" loading={busy && answer.variables?.answer === 'decline'} disabled={answer.isPending} onClick={() => void send(invitation, 'decline')}>
                  {t`Decline`}
                </Button>
              </Group>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
