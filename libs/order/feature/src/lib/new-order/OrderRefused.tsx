import { useLingui } from '@lingui/react/macro';
import { Anchor, Paper, Stack, Text } from '@mantine/core';
import type { OrderRefusal } from '@portal/order-data-access';
import { PageHeader } from '@portal/shared-ui';

/** Props of OrderRefused: why the API refuses the form, and the rental contact when known. */
export interface OrderRefusedProps {
  reason: OrderRefusal;
  contact?: { phone: string | null; email: string | null } | null;
}

/** Shown instead of the order form when the user may not order: it says why and whom to ask. */
export function OrderRefused({ reason, contact }: OrderRefusedProps) {
  const { t } = useLingui();
  const blocked = reason === 'client_blocked';
  return (
    <Stack gap="md">
      <PageHeader title={t`New order`} />
      <Paper role="alert" withBorder p="lg" maw={640}>
        <Stack gap="xs">
          <Text fw={700}>{blocked ? t`Your company cannot place new orders at the moment` : t`You do not have the right to place orders`}</Text>
          <Text>
            {blocked
              ? t`Please contact your rental contact to resolve this.`
              : t`Ask an administrator of your company to give you the right to place orders.`}
          </Text>
          {blocked && contact?.phone && <Anchor href={`tel:${contact.phone}`}>{t`Call ${contact.phone}`}</Anchor>}
          {blocked && contact?.email && <Anchor href={`mailto:${contact.email}`}>{t`Email ${contact.email}`}</Anchor>}
        </Stack>
      </Paper>
    </Stack>
  );
}
