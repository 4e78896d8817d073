import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useLinkedDocument } from '@portal/request-data-access';
import { requestLimits } from '@portal/shared-api-contract/vocabulary';
import { DocumentField } from './pick-fields';
import type { RequestFormProps } from './request-form-props';
import { invoiceQueryErrors, type InvoiceQueryValues } from './request-rules';
import { SendActions } from './SendActions';
import { toServerFieldErrors, type ServerFieldError } from './server-errors';
import { TextField } from './TextField';
import { useRequestForm } from './use-request-form';
import { useSendRequest } from './use-send-request';

const unknownDocument = msg`Your company has no invoice or credit note with this number. Check the number.`;

/** `Question about an invoice`: an invoice or credit note (chosen, or its number as typed), and the question. */
export function InvoiceQueryForm({ session, search, onSent }: RequestFormProps) {
  const { t } = useLingui();
  const document = useLinkedDocument(session, search.document);
  const form = useRequestForm<InvoiceQueryValues>(() => ({ document, documentNumber: '', description: '' }), invoiceQueryErrors);
  const send = useSendRequest(session);
  const { values, change, errorOf, formRef } = form;

  const submit = () => {
    if (!form.check()) return;
    // Nothing chosen but a number typed: the API looks it up, and says so when the company has no such document.
    const which = values.document ? { documentId: values.document.id } : { documentNumber: values.documentNumber.trim() };
    const input = { type: 'invoice_query' as const, ...which, description: values.description.trim() };
    const unknownNumber = (e: ServerFieldError) => (e.field === 'documentId' && !values.document ? { ...e, message: unknownDocument } : e);
    void send.send(input, [], { onFieldErrors: (errors) => form.refuse(toServerFieldErrors(errors, values).map(unknownNumber)), onSent });
  };

  return (
    <form ref={formRef} noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
      <Stack gap="md" maw={720}>
        <DocumentField session={session} value={values.document} onChange={(d) => change({ document: d })}
          onText={(documentNumber) => change({ documentNumber })} error={errorOf('documentId')} />
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
