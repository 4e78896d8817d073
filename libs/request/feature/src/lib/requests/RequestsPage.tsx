import { useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import { useExportRequests, useRequests } from '@portal/request-data-access';
import type { RequestSearch } from '@portal/request-util';
import { hasRight, type Session } from '@portal/shared-data-access-http';
import { EmptyState, ExportButtons, filterChips, FilterChips, ListFilters, ListLayout, ListResults, type ListSearchProps, PageHeader, useListSearch } from '@portal/shared-ui';
import { ButtonLink } from '../common/links';
import { requestColumns } from './request-columns';
import { requestFilterFields } from './request-filters';

/** Props of RequestsPage: the session and the requests list's URL search. */
export interface RequestsPageProps extends ListSearchProps<RequestSearch> {
  session: Session;
}

/** Requests (`/request/requests`): the client's requests with filters, chips, CSV export and `New request`. */
export function RequestsPage({ session, search, onSearchChange }: RequestsPageProps) {
  const { t, i18n } = useLingui();
  const { data: page } = useRequests(session, search);
  const exportList = useExportRequests(session, search);
  const { setFilters, setPage, clearAll } = useListSearch({ search, onSearchChange });
  const fields = requestFilterFields(i18n);
  const chips = filterChips(i18n, fields, search, setFilters);
  // The API checks the right again; without it the button would only lead to a refusal.
  const newRequest = hasRight(session, 'MANAGE_REQUESTS') && <ButtonLink to="/request/requests/add">{t`New request`}</ButtonLink>;

  const empty = (
    <EmptyState
      title={t`No requests match these filters`}
      description={chips.length ? t`Remove a filter or clear them all to see more.` : t`Your company has not made a request in the portal yet.`}
    />
  );
  return (
    <>
      <PageHeader title={t`Requests`} description={t`Off-hire, extension, breakdown, damage and other requests of your company, and where each one stands.`} />
      <ListLayout
        filters={<ListFilters fields={fields} search={search} setFilters={setFilters} />}
        activeFilterCount={chips.length}
        chips={<FilterChips chips={chips} onClearAll={clearAll} />}
        toolbar={<Group justify="flex-end" gap="sm" wrap="wrap">{newRequest}<ExportButtons onExport={exportList} /></Group>}
      >
        <ListResults page={page} onPage={setPage} empty={empty} columns={requestColumns(i18n)} rowKey={(r) => r.id} caption={t`Requests`} />
      </ListLayout>
    </>
  );
}
