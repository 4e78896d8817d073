import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useDocumentFiles, useDocuments, useProjectOptions } from '@portal/order-data-access';
import type { DocumentSearch } from '@portal/order-util';
import { maxDocumentsPerZip, type PortalDocument } from '@portal/shared-api-contract';
import { hasRight, mayRequest, seesPrices, type Session } from '@portal/shared-data-access-http';
import { EmptyState, ExportButtons, FilterChips, filterChips, ListFilters, ListLayout, ListResults, type ListSearchProps, PageHeader, type RowKey, useDownload, useListSearch } from '@portal/shared-ui';
import { useState } from 'react';
import { DocumentActions } from './DocumentActions';
import { DocumentDetailDialog } from './DocumentDetailDialog';
import { DocumentTotals } from './DocumentTotals';
import { StatementDownload } from './StatementDownload';
import { documentColumns } from './document-columns';
import { documentFilterFields } from './document-filters';

/** Props of DocumentsPage: the session and the document list's URL search. */
export interface DocumentsPageProps extends ListSearchProps<DocumentSearch> {
  session: Session;
}

/** Documents (`/order/documents`): for users with VIEW_DOCUMENTS; the others are told why not. */
export function DocumentsPage(props: DocumentsPageProps) {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Documents`} description={t`Your invoices, credit notes and delivery notes.`} />
      {hasRight(props.session, 'VIEW_DOCUMENTS') ? (
        <DocumentList {...props} />
      ) : (
        <EmptyState title={t`You cannot view documents`} description={t`Viewing invoices and other documents needs the right to view documents. Ask an administrator of your company for it.`} />
      )}
    </>
  );
}

function DocumentList({ session, search, onSearchChange }: DocumentsPageProps) {
  const { t, i18n } = useLingui();
  const { data: page } = useDocuments(session, search);
  const { data: projects } = useProjectOptions(session);
  const files = useDocumentFiles(session);
  const download = useDownload();
  const [selected, setSelected] = useState<Set<RowKey>>(new Set());
  const [details, setDetails] = useState<PortalDocument | null>(null);
  const { setFilters, setPage, clearAll } = useListSearch({ search, onSearchChange });
  const fields = documentFilterFields(i18n, projects);
  const chips = filterChips(i18n, fields, search, setFilters);
  const tooMany = selected.size > maxDocumentsPerZip;
  const prices = seesPrices(session);

  const empty = <EmptyState title={t`No documents match these filters`} description={t`Remove a filter or clear them all to see more.`} />;
  return (
    <ListLayout
      filters={<ListFilters fields={fields} search={search} setFilters={setFilters} />}
      activeFilterCount={chips.length}
      chips={<FilterChips chips={chips} onClearAll={clearAll} />}
      toolbar={
        <Group justify="flex-end" gap="xs">
          {selected.size > 0 && (
            <Button variant="default" disabled={tooMany} loading={download.busy === 'zip'}
              onClick={() => void download.run('zip', () => files.zip([...selected].map(Number)))}>
              {t`Download selected`} ({selected.size})
            </Button>
          )}
          {selected.size > 0 && prices && (
            <Button variant="default" disabled={tooMany} loading={download.busy === 'einvoices'}
              onClick={() => void download.run('einvoices', () => files.einvoiceZip([...selected].map(Number)))}>
              {t`Download e-invoices (UBL)`} ({selected.size})
            </Button>
          )}
          {/* A statement is amounts: without prices there is none (the API answers 403). */}
          {prices && (
            <StatementDownload busy={download.busy === 'statement'}
              onDownload={(format) => void download.run('statement', () => files.statement(format, search.projectId))} />
          )}
          <ExportButtons onExport={(format) => files.list(search, format).then(() => undefined)} />
        </Group>
      }
    >
      <Stack gap="md">
        <DocumentTotals totals={page.totals} status={search.status} onStatus={(status) => setFilters({ status })} />
        {tooMany && <Alert color="orange" role="alert">{t`Select at most ${maxDocumentsPerZip} documents for one download.`}</Alert>}
        {download.failed && <Alert color="red" role="alert">{t`The download failed. Try again.`}</Alert>}
        <ListResults
          page={page}
          onPage={setPage}
          empty={empty}
          columns={documentColumns(i18n, prices)}
          rowKey={(d) => d.id}
          caption={t`Documents`}
          selection={{ selected, onChange: setSelected, label: (d) => t`Select document ${d.number}` }}
          rowActions={(d) => (
            <DocumentActions document={d} onDetails={() => setDetails(d)} canAsk={mayRequest(session)} downloading={download.busy === `pdf-${d.id}`}
              onDownload={() => void download.run(`pdf-${d.id}`, () => files.pdf(d.id, d.number))}
              einvoice={prices ? { downloading: download.busy === `ubl-${d.id}`, onDownload: () => void download.run(`ubl-${d.id}`, () => files.ubl(d.id, d.number)) } : undefined} />
          )}
        />
      </Stack>
      <DocumentDetailDialog session={session} document={details} onClose={() => setDetails(null)} />
    </ListLayout>
  );
}
