import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useChangeOrderDates } from '@portal/order-data-access';
import type { OrderDetail } from '@portal/shared-api-contract';
import { mayRequest, type Session } from '@portal/shared-data-access-http';
import { DialogFrame } from '@portal/shared-ui';
import { formatMoment, resolveLocale } from '@portal/shared-util-i18n';
import { useState } from 'react';
import { ButtonLink } from '../common/links';
import { useActionFailureMessage } from './action-failure';
import { ChangeDatesForm } from './ChangeDatesForm';
import { localToday, useDateFieldErrors } from './date-change-errors';

/** Props of OrderDateChange: the session and the order as last read. */
export interface OrderDateChangeProps {
  session: Session;
  order: OrderDetail;
}

/**
 * `Change dates` while the order is upcoming and before its cut-off; afterwards (or once delivered)
 * why not, with the cut-off, and a request instead. Nothing for callers who may not change it.
 */
export function OrderDateChange({ session, order }: OrderDateChangeProps) {
  const { t, i18n } = useLingui();
  const failureMessage = useActionFailureMessage();
  const fieldErrorsOf = useDateFieldErrors();
  const change = useChangeOrderDates(session, order.id);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const { allowed, cutoff, blockedBy } = order.dateChange;
  // In the user's own time zone, like every moment the portal shows.
  const until = cutoff ? formatMoment(new Date(cutoff), resolveLocale(i18n.locale), true) : '';
  const request = mayRequest(session) && (
    <ButtonLink to="/request/requests/add" search={{ type: 'other', subject: t`Change the dates of order ${order.number}` }} variant="default" size="sm">{t`Request a date change`}</ButtonLink>
  );
  if (blockedBy) {
    return (
      <Alert color="gray" title={t`The dates can no longer be changed here`}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {blockedBy === 'delivered'
              ? t`This order has been delivered. To change its dates, send a request to the depot.`
              : t`The dates of this order could be changed here until ${until}. The depot is preparing it now: send a request instead.`}
          </Text>
          {request}
        </Stack>
      </Alert>
    );
  }
  if (!allowed || !order.startDate || !order.endDate) return null;
  const { startDate, endDate, version } = order;
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        <Button variant="default" onClick={() => { change.reset(); setDone(false); setOpen(true); }}>{t`Change dates`}</Button>
        {cutoff && <Text size="sm" c="dimmed">{t`Possible until ${until}`}</Text>}
      </Group>
      {done && <Alert color="green" role="status">{t`The dates have been changed.`}</Alert>}
      <DialogFrame opened={open} title={t`Change the dates of order ${order.number}`} onClose={() => setOpen(false)}>
        <ChangeDatesForm startDate={startDate} endDate={endDate} today={localToday()} busy={change.isPending}
          // After a 409 the order is read again; what was typed stays, and the message says so.
          failure={change.error ? failureMessage(change.error, t`This order changed in the meantime. It has been reloaded; your dates are kept: check them and save again.`) : null}
          fieldErrors={change.error ? fieldErrorsOf(change.error) : {}}
          onCancel={() => setOpen(false)}
          onSave={(dates) => change.mutate({ version, ...dates }, { onSuccess: () => { setOpen(false); setDone(true); } })} />
      </DialogFrame>
    </Stack>
  );
}
