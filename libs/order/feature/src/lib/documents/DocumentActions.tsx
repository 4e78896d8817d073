import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import type { PortalDocument } from '@portal/shared-api-contract';
import { ButtonLink } from '../common/links';

/** Props of DocumentActions: the row's document, what the user may do, its details, the PDF and e-invoice downloads. */
export interface DocumentActionsProps {
  document: PortalDocument;
  onDetails: () => void;
  canAsk: boolean;
  downloading: boolean;
  onDownload: () => void;
  /** The e-invoice (UBL) download; absent when the user may not see prices (an e-invoice states amounts). */
  einvoice?: { downloading: boolean; onDownload: () => void };
}

/** A document row's actions: its PDF, an invoice's or credit note's e-invoice, and for invoices a question through the request module. */
export function DocumentActions({ document, onDetails, canAsk, downloading, onDownload, einvoice }: DocumentActionsProps) {
  const { t } = useLingui();
  return (
    <Group gap="xs" wrap="wrap">
      {document.type !== 'delivery_note' && (
        <Button size="xs" variant="default" onClick={onDetails} aria-label={t`Details: ${document.number}`}>
          {t`Details`}
        </Button>
      )}
      <Button size="xs" variant="light" loading={downloading} onClick={onDownload} aria-label={t`Download PDF: ${document.number}`}>
        {t`Download PDF`}
      </Button>
      {einvoice && document.type !== 'delivery_note' && (
        <Button size="xs" variant="light" loading={einvoice.downloading} onClick={einvoice.onDownload} aria-label={t`Download e-invoice (UBL): ${document.number}`}>
          {t`Download e-invoice (UBL)`}
        </Button>
      )}
      {canAsk && document.type === 'invoice' && (
        <ButtonLink to="/request/requests/add" search={{ type: 'invoice_query', document: document.id }} size="xs" variant="default"
          aria-label={t`Question about this invoice: ${document.number}`}>
          {t`Question about this invoice`}
        </ButtonLink>
      )}
    </Group>
  );
}
