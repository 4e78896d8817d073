import { useLingui } from '@lingui/react/macro';
import { Stack, TextInput } from '@mantine/core';
import { requestLimits } from '@portal/shared-api-contract/vocabulary';
import type { RequestFormProps } from './request-form-props';
import { otherErrors, type OtherValues } from './request-rules';
import { SendActions } from './SendActions';
import { toServerFieldErrors } from './server-errors';
import { TextField } from './TextField';
import { useRequestForm } from './use-request-form';
import { useSendRequest } from './use-send-request';

/** `Other`: a subject (proposed by a linking screen, if any) and a message. */
export function OtherForm({ session, search, onSent }: RequestFormProps) {
  const { t } = useLingui();
  const form = useRequestForm<OtherValues>(() => ({ subject: search.subject ?? '', description: '' }), otherErrors);
  const send = useSendRequest(session);
  const { values, change, errorOf, formRef } = form;

  const submit = () => {
    if (!form.check()) return;
    const input = { type: 'other' as const, subject: values.subject.trim(), description: values.description.trim() };
    void send.send(input, [], { onFieldErrors: (errors) => form.refuse(toServerFieldErrors(errors, values)), onSent });
  };

  return (
    <form ref={formRef} noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
      <Stack gap="md" maw={720}>
        <TextInput
          label={t`Subject`}
          value={values.subject}
          error={errorOf('subject')}
          errorProps={{ role: 'alert' }}
          onChange={(e) => change({ subject: e.currentTarget.value })}
        />
        <TextField
          label={t`Message`}
          value={values.description}
          min={requestLimits.minDescription}
          max={requestLimits.maxMessage}
          error={errorOf('description')}
          onChange={(description) => change({ description })}
        />
        <SendActions send={send} />
      </Stack>
    </form>
  );
}
