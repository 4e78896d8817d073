import { useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import { useContracts, useExportContracts, useProjectOptions } from '@portal/order-data-access';
import type { ContractSearch } from '@portal/order-util';
import { seesPrices, type Session } from '@portal/shared-data-access-http';
import { EmptyState, ExportButtons, FilterChips, filterChips, ListFilters, ListLayout, ListResults, type ListSearchProps, PageHeader, useListSearch } from '@portal/shared-ui';
import { OrdersShortcut } from '../orders/OrdersShortcut';
import { contractColumns } from './contract-columns';
import { contractFilterFields } from './contract-filters';
import { ContractSortSelect } from './ContractSortSelect';

/** Props of ContractsPage: the session and the overview's URL search. */
export interface ContractsPageProps extends ListSearchProps<ContractSearch> {
  session: Session;
}

/** Overview (`/order/contracts`): the client's contracts with filters, chips and CSV export. */
export function ContractsPage({ session, search, onSearchChange }: ContractsPageProps) {
  const { t, i18n } = useLingui();
  const { data: page } = useContracts(session, search);
  const { data: projects } = useProjectOptions(session);
  const exportList = useExportContracts(session, search);
  const { setFilters, setPage, clearAll } = useListSearch({ search, onSearchChange });
  const fields = contractFilterFields(i18n, projects);
  const chips = filterChips(i18n, fields, search, setFilters);
  const prices = seesPrices(session);

  const empty = (
    <EmptyState
      title={t`No contracts match these filters`}
      description={chips.length ? t`Remove a filter or clear them all to see more.` : t`Nothing is on rent for this company yet.`}
    />
  );
  return (
    <>
      <ContractsPageHeader />
      <OrdersShortcut session={session} />
      <ListLayout
        filters={<ListFilters fields={fields} search={search} setFilters={setFilters} />}
        activeFilterCount={chips.length}
        chips={<FilterChips chips={chips} onClearAll={clearAll} />}
        toolbar={
          <Group justify={prices ? 'space-between' : 'flex-end'} align="flex-end">
            {/* Ordering by an amount the user may not see would give it away. */}
            {prices && <ContractSortSelect value={search.sort} onChange={(sort) => setFilters({ sort })} />}
            <ExportButtons onExport={exportList} />
          </Group>
        }
      >
        <ListResults page={page} onPage={setPage} empty={empty} columns={contractColumns(i18n, page.currency, prices)} rowKey={(c) => c.id} caption={t`Contracts`} isArchived={(c) => c.status === 'closed'} />
      </ListLayout>
    </>
  );
}

/** The overview's title and description: also what shows while its list loads (the route's pending state). */
export function ContractsPageHeader() {
  const { t } = useLingui();
  return <PageHeader title={t`Overview`} description={t`Everything you have on rent, by project and rental period.`} />;
}
