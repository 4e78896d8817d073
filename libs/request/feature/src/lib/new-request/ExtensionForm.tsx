import { useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import { useExtensionCheck, useLinkedLine } from '@portal/request-data-access';
import type { RequestableLine } from '@portal/shared-api-contract';
import { DateText, LocaleDateInput, OverPoBudget } from '@portal/shared-ui';
import { ChosenLines } from './ChosenLines';
import { LinePicker } from './LinePicker';
import type { RequestFormProps } from './request-form-props';
import { dayAfter, extensionErrors, latestEnd, type ExtensionValues } from './request-rules';
import { SendActions } from './SendActions';
import { toServerFieldErrors } from './server-errors';
import { useRequestForm } from './use-request-form';
import { useSendRequest } from './use-send-request';

/** `Extend rental`: one or more lines and a new expected end date after each line's current end. */
export function ExtensionForm({ session, search, onSent }: RequestFormProps) {
  const { t } = useLingui();
  const linked = useLinkedLine(session, search.line);
  const form = useRequestForm<ExtensionValues>(() => ({ lines: linked ? [{ line: linked, quantity: null }] : [], newEndDate: '' }), extensionErrors);
  const send = useSendRequest(session);
  const { values, change, errorOf, formRef } = form;
  const end = latestEnd(values.lines);
  const input = { lines: values.lines.map((c) => ({ contractLineId: c.line.id })), newEndDate: values.newEndDate };
  // Asked of the API once the lines and a valid date are chosen: the extra days against the PO budgets (issue 35).
  const ready = Object.keys(extensionErrors(values)).length === 0;
  const check = useExtensionCheck(session, ready ? input : null);

  const toggle = (line: RequestableLine) =>
    change((v) => ({
      ...v,
      lines: v.lines.some((c) => c.line.id === line.id) ? v.lines.filter((c) => c.line.id !== line.id) : [...v.lines, { line, quantity: null }],
    }));

  const submit = () => {
    if (!form.check()) return;
    void send.send({ type: 'extension', ...input }, [], { onFieldErrors: (errors) => form.refuse(toServerFieldErrors(errors, values)), onSent });
  };

  return (
    <form ref={formRef} noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
      <Stack gap="md" maw={720}>
        <LinePicker session={session} legend={t`Which lines to extend`} multiple chosen={values.lines.map((c) => c.line.id)} onPick={toggle} error={errorOf('lines')} />
        <ChosenLines lines={values.lines} onRemove={(id) => change((v) => ({ ...v, lines: v.lines.filter((c) => c.line.id !== id) }))}>
          {(c) => (
            <Text size="sm">
              {t`Current end`}: <DateText value={c.line.expectedOffRentDate} />
            </Text>
          )}
        </ChosenLines>
        <LocaleDateInput
          label={t`New expected end date`}
          description={
            end ? (
              <>
                {t`After the current end of every chosen line: after`} <DateText value={end} />
              </>
            ) : (
              t`After the current end of every chosen line`
            )
          }
          value={values.newEndDate}
          min={end ? dayAfter(end) : undefined}
          maw={320}
          error={errorOf('newEndDate')}
          errorProps={{ role: 'alert' }}
          onChange={(value) => change({ newEndDate: value })}
        />
        {ready && check?.overPoBudget && (
          <Alert color="yellow" role="status">
            <OverPoBudget over={check.overPoBudget} currency={check.currency} />
            <Text size="sm">{t`Your company's approvers are told when you send it.`}</Text>
          </Alert>
        )}
        <SendActions send={send} />
      </Stack>
    </form>
  );
}
