import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useLinkedDocument } from '@portal/request-data-access';
import { requestLimits } from '@portal/shared-api-contract/vocabulary';
import { DocumentField } from './pick-fields';
import type { RequestFormProps } from './request-form-props';
import { invoiceQueryErrors, type InvoiceQueryValues } from './request-rules';
import { SendActions } from './SendActions';
import { toServerFieldErrors } from './server-errors';
import { TextField } from './TextField';
import { useRequestForm } from './use-request-form';
import { useSendRequest } from './use-send-request';

/** `Question about an invoice`: an invoice or credit note, and the question. */
export function InvoiceQueryForm({ session, search, onSent }: RequestFormProps) {
  const { t } = useLingui();
  const document = useLinkedDocument(session, search.document);
  const form = useRequestForm<InvoiceQueryValues>(() => ({ document, description: '' }), invoiceQueryErrors);
  const send = useSendRequest(session);
  const { values, change, errorOf, formRef } = form;

  const submit = () => {
    if (!form.check()) return;
    const input = { type: 'invoice_query' as const, documentId: values.document?.id ?? 0, description: values.description.trim() };
    void send.send(input, [], { onFieldErrors: (errors) => form.refuse(toServerFieldErrors(errors, values)), onSent });
  };

  return (
    <form ref={formRef} noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
      <Stack gap="md" maw={720}>
        <DocumentField session={session} value={values.document} onChange={(d) => change({ document: d })} error={errorOf('documentId')} />
        <TextField
          label={t`Your question`}
          value={values.description}
          min={requestLimits.minDescription}
          max={requestLimits.maxDescription}
          error={errorOf('description')}
          onChange={(description) => change({ description })}
        />
        <SendActions send={send} />
      </Stack>
    </form>
  );
}
