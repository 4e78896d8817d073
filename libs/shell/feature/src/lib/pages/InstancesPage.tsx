import { Alert, Button, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@portal/shared-ui';
import { useLifecycle, useShellServices } from '@portal/shell-data-access';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** Props of InstancesPage: what happens once a client is chosen, and what is shown above the choice. */
export interface InstancesPageProps {
  onChosen: () => void;
  /** Invitations to join a company that wait for the user's answer (the profile's). */
  invitations?: ReactNode;
}

/** Choose the corporate client to act for, when the user belongs to several. */
export function InstancesPage({ onChosen, invitations }: InstancesPageProps) {
  const { t } = useLingui();
  const { queries, lifecycle } = useShellServices();
  const { corporateClient } = useLifecycle();
  const clients = useQuery(queries.corporateClients());
  // One company (someone who came to answer an invitation) is not "several"; no full stop after a name that may end in one (B.V.).
  const describe = (list: { name: string }[] | undefined) => {
    if (!list || list.length === 0) return undefined;
    const company = list[0]!.name;
    if (list.length === 1) return t`Your company: ${company}`;
    return t`You work for several companies. Choose the one you want to act for now.`;
  };
  const choose = (uuid: string) => {
    lifecycle.send({ type: 'client.select', corporateClientUuid: uuid });
    onChosen();
  };
  return (
    <Stack maw={560}>
      <PageHeader title={t`Choose a company`} description={describe(clients.data)} />
      {invitations}
      {clients.isError && (
        <Alert color="red">
          <Trans>The list of companies could not be loaded. Please try again later.</Trans>
        </Alert>
      )}
      <Stack component="ul" gap="xs" p={0} style={{ listStyle: 'none' }}>
        {clients.data?.map((client) => {
          const current = client.externalUuid === corporateClient?.corporateClientUuid;
          return (
            <li key={client.externalUuid}>
              <Button variant={current ? 'filled' : 'default'} fullWidth justify="space-between" aria-current={current || undefined} onClick={() => choose(client.externalUuid)}>
                {client.name}
              </Button>
            </li>
          );
        })}
      </Stack>
      {clients.data?.length === 0 && <Text>{t`You are not linked to any company.`}</Text>}
      <Button variant="subtle" w="fit-content" onClick={() => lifecycle.send({ type: 'session.logout' })}>
        <Trans>Logout</Trans>
      </Button>
    </Stack>
  );
}
