import { useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import { useExportOrders, useOrders, useProjectOptions } from '@portal/order-data-access';
import type { OrderSearch } from '@portal/order-util';
import { hasRight, seesPrices, type Session } from '@portal/shared-data-access-http';
import { DataList, EmptyState, ExportCsvButton, FilterChips, ListLayout, type ListSearchProps, PageHeader, Paginator, PastLastPage, useListSearch } from '@portal/shared-ui';
import { AnchorLink, ButtonLink } from '../common/links';
import { OrderFilters } from './OrderFilters';
import { orderChips } from './order-chips';
import { orderColumns } from './order-columns';

/** Props of OrdersPage: the session and the orders list's URL search. */
export interface OrdersPageProps extends ListSearchProps<OrderSearch> {
  session: Session;
}

/** My orders (`/order/orders`): the client's orders with filters, chips, CSV export and `New order`. */
export function OrdersPage({ session, search, onSearchChange }: OrdersPageProps) {
  const { t, i18n } = useLingui();
  const { data: page } = useOrders(session, search);
  const { data: projects } = useProjectOptions(session);
  const exportCsv = useExportOrders(session, search);
  const { setFilters, setPage, clearAll } = useListSearch({ search, onSearchChange });
  const chips = orderChips(i18n, search, projects, setFilters);
  const canOrder = hasRight(session, 'PLACE_ORDERS');
  const newOrder = canOrder && <ButtonLink to="/order/orders/add">{t`New order`}</ButtonLink>;

  return (
    <>
      <AnchorLink to="/order/contracts" size="sm" mb="xs" display="inline-block">
        {t`Back to the overview`}
      </AnchorLink>
      <PageHeader title={t`Orders`} description={t`The orders of your company: what was ordered, for which project, and where each one stands.`} />
      <ListLayout
        filters={<OrderFilters search={search} projects={projects} setFilters={setFilters} />}
        activeFilterCount={chips.length}
        chips={<FilterChips chips={chips} onClearAll={clearAll} />}
        toolbar={<Group justify="flex-end" gap="sm" wrap="wrap">{newOrder}<ExportCsvButton onExport={exportCsv} /></Group>}
      >
        {page.total === 0 ? (
          <EmptyState
            title={t`No orders match these filters`}
            description={chips.length ? t`Remove a filter or clear them all to see more.` : t`Your company has not placed an order in the portal yet.`}
          />
        ) : page.items.length === 0 ? (
          <PastLastPage onFirstPage={() => setPage(1)} />
        ) : (
          <>
            <DataList items={page.items} columns={orderColumns(i18n, seesPrices(session))} rowKey={(o) => o.id} caption={t`Orders`} />
            <Paginator page={page.page} pageSize={page.pageSize} total={page.total} onChange={setPage} />
          </>
        )}
      </ListLayout>
    </>
  );
}
