import { useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import type { NewRequestSearch } from '@portal/request-util';
import type { RequestType } from '@portal/shared-api-contract';
import { hasRight, type Session } from '@portal/shared-data-access-http';
import { ListSkeleton, PageHeader } from '@portal/shared-ui';
import { Suspense, useState, type ComponentType } from 'react';
import { BreakdownForm } from './BreakdownForm';
import { DamageForm } from './DamageForm';
import { ExtensionForm } from './ExtensionForm';
import { InvoiceQueryForm } from './InvoiceQueryForm';
import { OffHireForm } from './OffHireForm';
import { OtherForm } from './OtherForm';
import type { RequestFormProps } from './request-form-props';
import { RequestNotAllowed } from './RequestNotAllowed';
import { RequestSent } from './RequestSent';
import { TypeChoice } from './TypeChoice';
import type { SentRequest } from './use-send-request';

const forms: Record<RequestType, ComponentType<RequestFormProps>> = {
  off_hire: OffHireForm,
  extension: ExtensionForm,
  breakdown: BreakdownForm,
  damage: DamageForm,
  invoice_query: InvoiceQueryForm,
  other: OtherForm,
};

/** Props of NewRequestPage: the session, the URL's search (type and deep link) and how the type goes into the URL. */
export interface NewRequestPageProps {
  session: Session;
  search?: NewRequestSearch;
  onTypeChange?: (type: RequestType) => void;
}

/** `/request/requests/add`: choose what you need, then the form of that kind; the answer at once. */
export function NewRequestPage({ session, search = {}, onTypeChange }: NewRequestPageProps) {
  const { t } = useLingui();
  const [type, setType] = useState(search.type);
  const [sent, setSent] = useState<SentRequest | null>(null);
  // A new request after an answer starts empty: the deep link was for the one just sent.
  const [linked, setLinked] = useState(search);
  const header = <PageHeader title={t`New request`} description={t`Tell us what you need: stop or extend a rental, report a breakdown or damage, ask about an invoice.`} />;
  if (!hasRight(session, 'MANAGE_REQUESTS'))
    return (
      <>
        {header}
        <RequestNotAllowed />
      </>
    );
  if (sent)
    return (
      <>
        {header}
        <RequestSent session={session} sent={sent} onPhotosRetried={setSent} onNewRequest={() => (setSent(null), setType(undefined), setLinked({}))} />
      </>
    );
  const Form = type ? forms[type] : null;
  const choose = (next: RequestType) => {
    setType(next);
    onTypeChange?.(next);
  };
  return (
    <>
      {header}
      <Stack gap="lg">
        <TypeChoice value={type} onChange={choose} />
        {Form && type && (
          <Stack component="section" gap="sm" aria-labelledby="new-request-form">
            <Title order={2} size="h3" id="new-request-form">{t`Details`}</Title>
            <Suspense fallback={<ListSkeleton rows={4} />}>
              <Form key={type} session={session} search={linked} onSent={setSent} />
            </Suspense>
          </Stack>
        )}
      </Stack>
    </>
  );
}
