import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { useChangeOrderPo } from '@portal/order-data-access';
import type { OrderDetail } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';
import { DialogFrame } from '@portal/shared-ui';
import { useState } from 'react';
import { useActionFailureMessage } from './action-failure';
import { EditPoForm } from './EditPoForm';

/** Props of OrderPoEdit: the session and the order as last read. */
export interface OrderPoEditProps {
  session: Session;
  order: OrderDetail;
}

/** `Edit PO reference` for whoever may order, while the order stands; nothing for anyone else. */
export function OrderPoEdit({ session, order }: OrderPoEditProps) {
  const { t } = useLingui();
  const failureMessage = useActionFailureMessage();
  const change = useChangeOrderPo(session, order.id);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  if (!order.can.editPo) return null;
  const number = order.number;
  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="default" onClick={() => { change.reset(); setDone(false); setOpen(true); }}>{t`Edit PO reference`}</Button>
      {done && <Alert color="green" role="status">{t`The PO reference has been changed.`}</Alert>}
      <DialogFrame opened={open} title={t`PO reference of order ${number}`} onClose={() => setOpen(false)}>
        <EditPoForm poReference={order.poReference} busy={change.isPending}
          // After a 409 the order is read again; what was typed stays, and the message says so.
          failure={change.error ? failureMessage(change.error, t`This order changed in the meantime. It has been reloaded; your PO reference is kept: check it and save again.`) : null}
          onCancel={() => setOpen(false)}
          onSave={(poReference) => change.mutate({ version: order.version, poReference }, { onSuccess: () => { setOpen(false); setDone(true); } })} />
      </DialogFrame>
    </Stack>
  );
}
