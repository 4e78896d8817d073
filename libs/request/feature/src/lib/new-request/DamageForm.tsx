import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useLinkedLine } from '@portal/request-data-access';
import { requestLimits } from '@portal/shared-api-contract/vocabulary';
import { useState } from 'react';
import { PhotoPicker } from './PhotoPicker';
import type { RequestFormProps } from './request-form-props';
import { damageErrors, type DamageValues } from './request-rules';
import { SendActions } from './SendActions';
import { toServerFieldErrors } from './server-errors';
import { SingleLineField } from './SingleLineField';
import { TextField } from './TextField';
import { useRequestForm } from './use-request-form';
import { useSendRequest } from './use-send-request';

/** `Report damage`: a contract line, what happened, up to 3 photos (sent after the request). */
export function DamageForm({ session, search, onSent }: RequestFormProps) {
  const { t } = useLingui();
  const line = useLinkedLine(session, search.line);
  const form = useRequestForm<DamageValues>(() => ({ line, description: '' }), damageErrors);
  const [photos, setPhotos] = useState<File[]>([]);
  const send = useSendRequest(session);
  const { values, change, errorOf, formRef } = form;

  const submit = () => {
    if (!form.check()) return;
    const input = { type: 'damage' as const, contractLineId: values.line?.id ?? 0, description: values.description.trim() };
    void send.send(input, photos, { onFieldErrors: (errors) => form.refuse(toServerFieldErrors(errors, values)), onSent });
  };

  return (
    <form ref={formRef} noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
      <Stack gap="md" maw={720}>
        <SingleLineField session={session} legend={t`Which machine`} value={values.line} onChange={(l) => change({ line: l })} error={errorOf('contractLineId')} />
        <TextField
          label={t`What happened`}
          value={values.description}
          min={requestLimits.minDescription}
          max={requestLimits.maxDescription}
          error={errorOf('description')}
          onChange={(description) => change({ description })}
        />
        <PhotoPicker photos={photos} onChange={setPhotos} />
        <SendActions send={send} />
      </Stack>
    </form>
  );
}
