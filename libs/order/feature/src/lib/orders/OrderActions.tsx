import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useApproveOrder, useCancelOrder, useRejectOrder } from '@portal/order-data-access';
import type { OrderDetail } from '@portal/shared-api-contract';
import { hasRight, type Session } from '@portal/shared-data-access-http';
import { DialogFrame } from '@portal/shared-ui';
import { useState } from 'react';
import { OrderAgainButton } from '../new-order/OrderAgainButton';
import { ApproveOrderConfirm } from './ApproveOrderConfirm';
import { CancelOrderConfirm } from './CancelOrderConfirm';
import { RejectOrderForm } from './RejectOrderForm';
import { useActionFailureMessage } from './action-failure';

/** Props of OrderActions: the session and the order as last read. */
export interface OrderActionsProps {
  session: Session;
  order: OrderDetail;
}

type Done = 'approved' | 'rejected' | 'cancelled';
type Dialog = 'approve' | 'reject' | 'cancel';

/** Approve (after confirming), Reject (with a reason) and Cancel order, each only when the API says it may be done now; Order again for orderers. */
export function OrderActions({ session, order }: OrderActionsProps) {
  const { t } = useLingui();
  const failureMessage = useActionFailureMessage();
  const approve = useApproveOrder(session, order.id);
  const reject = useRejectOrder(session, order.id);
  const cancel = useCancelOrder(session, order.id);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const open = (which: Dialog) => {
    // Each opening starts without the outcome of an earlier attempt.
    for (const mutation of [approve, reject, cancel]) mutation.reset();
    setDone(null);
    setDialog(which);
  };
  const finish = (what: Done) => () => {
    setDialog(null);
    setDone(what);
  };
  // The version of the order as it is now on screen: after a 409 that is the re-read one.
  const { version } = order;
  const doneText: Record<Done, string> = { approved: t`Order approved.`, rejected: t`Order rejected.`, cancelled: t`Order cancelled.` };

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        {order.can.approve && (
          <>
            <Button onClick={() => open('approve')}>{t`Approve`}</Button>
            <Button variant="default" color="red" onClick={() => open('reject')}>{t`Reject`}</Button>
          </>
        )}
        {order.can.cancel && <Button variant="default" onClick={() => open('cancel')}>{t`Cancel order`}</Button>}
        {hasRight(session, 'PLACE_ORDERS') && <OrderAgainButton session={session} order={order} />}
      </Group>
      {order.noOtherApprover && (
        <Alert color="yellow" title={t`Nobody else can approve this order yet`}>
          {t`Someone other than the person who placed an order approves it. An administrator can choose which roles approve, under Roles, Order approval.`}
        </Alert>
      )}
      {approve.error && <Alert color="red" role="alert">{failureMessage(approve.error)}</Alert>}
      {done && <Alert color="green" role="status">{doneText[done]}</Alert>}
      <DialogFrame opened={dialog === 'approve'} title={t`Approve order ${order.number}?`} onClose={() => setDialog(null)}>
        <ApproveOrderConfirm number={order.number} total={order.total} currency={order.currency} busy={approve.isPending}
          onBack={() => setDialog(null)}
          // A failure (often: someone else decided first) shows on the page, beside the order as it is now.
          onConfirm={() => approve.mutate({ version }, { onSuccess: finish('approved'), onError: () => setDialog(null) })} />
      </DialogFrame>
      <DialogFrame opened={dialog === 'reject'} title={t`Reject order ${order.number}`} onClose={() => setDialog(null)}>
        <RejectOrderForm busy={reject.isPending} failure={reject.error ? failureMessage(reject.error) : null} onCancel={() => setDialog(null)}
          onReject={(reason) => reject.mutate({ version, reason }, { onSuccess: finish('rejected') })} />
      </DialogFrame>
      <DialogFrame opened={dialog === 'cancel'} title={t`Cancel order ${order.number}?`} onClose={() => setDialog(null)}>
        <CancelOrderConfirm number={order.number} busy={cancel.isPending} failure={cancel.error ? failureMessage(cancel.error) : null}
          onKeep={() => setDialog(null)} onConfirm={() => cancel.mutate({ version }, { onSuccess: finish('cancelled') })} />
      </DialogFrame>
    </Stack>
  );
}
