import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NumberInput, Stack } from '@mantine/core';
import { LocaleDateInput } from '@portal/shared-ui';
import { useFirstLinePage, useLinkedLine, useRefreshLines } from '@portal/request-data-access';
import type { RequestableLine } from '@portal/shared-api-contract';
import { requestLimits } from '@portal/shared-api-contract/vocabulary';
import { ChosenLines } from './ChosenLines';
import { LinePicker } from './LinePicker';
import type { RequestFormProps } from './request-form-props';
import { firstCollectionDay, pickupBody, pickupErrors, pickupMessageOf, type PickupValues } from './pickup-rules';
import { PickupFields } from './PickupFields';
import { offHireErrors, type OffHireValues } from './request-rules';
import { SendActions } from './SendActions';
import { refusal, toServerFieldErrors } from './server-errors';
import { TextField } from './TextField';
import { useRequestForm } from './use-request-form';
import { useSendRequest } from './use-send-request';

const noWindow = { pickupFromTime: '', pickupUntilDate: '', pickupUntilTime: '', siteContactName: '', siteContactPhone: '', accessNotes: '' };

/**
 * `Stop rental (off-hire)`: lines, how many of each (all that is on rent by default), a date, the
 * pick-up window with the on-site contact, notes for the driver.
 */
export function OffHireForm({ session, search, onSent }: RequestFormProps) {
  const { t } = useLingui();
  const { today, now, collectionHours } = useFirstLinePage(session).data;
  const rules = { now, collectionHours };
  const linked = useLinkedLine(session, search.line);
  const form = useRequestForm<OffHireValues & PickupValues>(
    () => ({
      lines: linked && linked.onRentQuantity > 0 ? [{ line: linked, quantity: linked.onRentQuantity }] : [],
      offHireDate: firstCollectionDay(today, rules),
      collectionNotes: '',
      ...noWindow,
    }),
    (v) => ({ ...offHireErrors(v, today), ...pickupErrors(v, rules) }),
  );
  const send = useSendRequest(session);
  const refreshLines = useRefreshLines(session);
  const { values, change, errorOf, formRef } = form;

  const toggle = (line: RequestableLine) =>
    change((v) => ({
      ...v,
      lines: v.lines.some((c) => c.line.id === line.id) ? v.lines.filter((c) => c.line.id !== line.id) : [...v.lines, { line, quantity: line.onRentQuantity }],
    }));
  const setQuantity = (id: number, quantity: number | null) => change((v) => ({ ...v, lines: v.lines.map((c) => (c.line.id === id ? { ...c, quantity } : c)) }));

  // Someone stopped units of the same lines first: show what is left now on each line it touches.
  const onQuantityChanged = async () => {
    const fresh = await refreshLines(values.lines.map((c) => c.line.id));
    const next = { ...values, lines: values.lines.map((c) => ({ ...c, line: fresh.find((l) => l.id === c.line.id) ?? c.line })) };
    change(next);
    const short = next.lines.filter((c) => c.quantity !== null && c.quantity > c.line.onRentQuantity);
    form.refuse(
      short.map((c) => {
        const left = c.line.onRentQuantity;
        const message = left === 0 ? msg`Nothing of this line is on rent any more: remove it.` : msg`Someone stopped units of this line in the meantime: ${left} left on rent.`;
        return refusal(next, `lines.${c.line.id}.quantity`, message);
      }),
    );
  };

  const submit = () => {
    if (!form.check()) return;
    const notes = values.collectionNotes.trim();
    const input = {
      type: 'off_hire' as const,
      lines: values.lines.map((c) => ({ contractLineId: c.line.id, quantity: c.quantity ?? 0 })),
      offHireDate: values.offHireDate,
      ...(notes ? { collectionNotes: notes } : {}),
      ...pickupBody(values),
    };
    // The API's pick-up refusals are said with our words for the same rule.
    const onFieldErrors = (errors: { field: string; message?: string }[]) =>
      form.refuse(toServerFieldErrors(errors, values).map((e, i) => {
        const message = pickupMessageOf(errors[i]?.message);
        return message ? { ...e, message } : e;
      }));
    const { pickupFromTime, pickupUntilDate, pickupUntilTime, siteContactName, siteContactPhone, accessNotes } = input;
    const pickup = {
      from: `${input.offHireDate}T${pickupFromTime}`,
      until: pickupUntilDate ? `${pickupUntilDate}T${pickupUntilTime}` : null,
      contactName: siteContactName, contactPhone: siteContactPhone, accessNotes: accessNotes ?? null,
    };
    void send.send(input, [], { onFieldErrors, onQuantityChanged, onSent: (sent) => onSent({ ...sent, pickup }) });
  };

  return (
    <form ref={formRef} noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
      <Stack gap="md" maw={720}>
        <LinePicker
          session={session}
          legend={t`Which lines to stop`}
          multiple
          chosen={values.lines.map((c) => c.line.id)}
          onPick={toggle}
          unavailable={(line) => (line.onRentQuantity > 0 ? null : t`Nothing left on rent`)}
          error={errorOf('lines')}
        />
        <ChosenLines lines={values.lines} onRemove={(id) => change((v) => ({ ...v, lines: v.lines.filter((c) => c.line.id !== id) }))}>
          {(c) => (
            <NumberInput
              label={t`Quantity to stop`}
              description={t`1 to ${c.line.onRentQuantity}: fewer stops part of the line`}
              value={c.quantity ?? ''}
              min={1}
              max={c.line.onRentQuantity}
              // Out-of-range values stay as typed, with a message: nothing typed is ever lost.
              clampBehavior="none"
              allowNegative={false}
              allowDecimal={false}
              maw={260}
              error={errorOf(`lines.${c.line.id}.quantity`)}
              errorProps={{ role: 'alert' }}
              onChange={(value) => setQuantity(c.line.id, typeof value === 'number' ? value : null)}
            />
          )}
        </ChosenLines>
        <LocaleDateInput
          label={t`Off-hire date`}
          description={t`Today or later: the day the equipment stops being charged`}
          value={values.offHireDate}
          min={today}
          maw={260}
          error={errorOf('offHireDate')}
          errorProps={{ role: 'alert' }}
          onChange={(value) => change({ offHireDate: value })}
        />
        <PickupFields values={values} rules={rules} today={today} errorOf={errorOf} onChange={change} />
        <TextField
          label={t`Collection notes for the driver`}
          value={values.collectionNotes}
          max={requestLimits.maxCollectionNotes}
          error={errorOf('collectionNotes')}
          onChange={(collectionNotes) => change({ collectionNotes })}
        />
        <SendActions send={send} />
      </Stack>
    </form>
  );
}
