import { useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import { useContracts, useExportContracts, useProjectOptions } from '@portal/order-data-access';
import type { ContractSearch } from '@portal/order-util';
import type { ContractSummary } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';
import { type Column, DataList, DateText, EmptyState, ExportCsvButton, FilterChips, ListLayout, type ListSearchProps, PageHeader, Paginator, PastLastPage, StatusBadge, useListSearch } from '@portal/shared-ui';
import { AnchorLink } from '../common/links';
import { contractStatuses } from '../common/labels';
import { OrdersShortcut } from '../orders/OrdersShortcut';
import { ContractFilters } from './ContractFilters';
import { contractChips } from './contract-chips';

/** Props of ContractsPage: the session and the overview's URL search. */
export interface ContractsPageProps extends ListSearchProps<ContractSearch> {
  session: Session;
}

/** Overview (`/order/contracts`): the client's contracts with filters, chips and CSV export. */
export function ContractsPage({ session, search, onSearchChange }: ContractsPageProps) {
  const { t, i18n } = useLingui();
  const { data: page } = useContracts(session, search);
  const { data: projects } = useProjectOptions(session);
  const exportCsv = useExportContracts(session, search);
  const { setFilters, setPage, clearAll } = useListSearch({ search, onSearchChange });
  const chips = contractChips(i18n, search, projects, setFilters);

  const columns: Column<ContractSummary>[] = [
    {
      key: 'number',
      header: t`Contract`,
      primary: true,
      cell: (c) => (
        <AnchorLink to="/order/contracts/$contractId" params={{ contractId: String(c.id) }} fw={600}>
          {c.number}
        </AnchorLink>
      ),
    },
    { key: 'project', header: t`Project`, cell: (c) => c.projectName ?? '—' },
    { key: 'status', header: t`Status`, cell: (c) => <StatusBadge tone={contractStatuses[c.status].tone}>{i18n._(contractStatuses[c.status].label)}</StatusBadge> },
    {
      key: 'period',
      header: t`Rental period`,
      cell: (c) => (c.startDate ? <><DateText value={c.startDate} /> – <DateText value={c.endDate} /></> : '—'),
    },
    { key: 'lines', header: t`Lines`, align: 'right', cell: (c) => c.lineCount },
  ];

  return (
    <>
      <ContractsPageHeader />
      <OrdersShortcut session={session} />
      <ListLayout
        filters={<ContractFilters search={search} projects={projects} setFilters={setFilters} />}
        activeFilterCount={chips.length}
        chips={<FilterChips chips={chips} onClearAll={clearAll} />}
        toolbar={<Group justify="flex-end"><ExportCsvButton onExport={exportCsv} /></Group>}
      >
        {page.total === 0 ? (
          <EmptyState
            title={t`No contracts match these filters`}
            description={chips.length ? t`Remove a filter or clear them all to see more.` : t`Nothing is on rent for this company yet.`}
          />
        ) : page.items.length === 0 ? (
          <PastLastPage onFirstPage={() => setPage(1)} />
        ) : (
          <>
            <DataList items={page.items} columns={columns} rowKey={(c) => c.id} caption={t`Contracts`} isArchived={(c) => c.status === 'closed'} />
            <Paginator page={page.page} pageSize={page.pageSize} total={page.total} onChange={setPage} />
          </>
        )}
      </ListLayout>
    </>
  );
}

/** The overview's title and description: also what shows while its list loads (the route's pending state). */
export function ContractsPageHeader() {
  const { t } = useLingui();
  return <PageHeader title={t`Overview`} description={t`Everything you have on rent, by project and rental period.`} />;
}
