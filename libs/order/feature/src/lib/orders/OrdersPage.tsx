import { useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import { useExportOrders, useOrders, useProjectOptions } from '@portal/order-data-access';
import type { OrderSearch } from '@portal/order-util';
import { hasRight, seesPrices, type Session } from '@portal/shared-data-access-http';
import { EmptyState, ExportButtons, FilterChips, filterChips, ListFilters, ListLayout, ListResults, type ListSearchProps, PageHeader, useListSearch } from '@portal/shared-ui';
import { AnchorLink, ButtonLink } from '../common/links';
import { orderColumns } from './order-columns';
import { orderFilterFields } from './order-filters';

/** Props of OrdersPage: the session and the orders list's URL search. */
export interface OrdersPageProps extends ListSearchProps<OrderSearch> {
  session: Session;
}

/** My orders (`/order/orders`): the client's orders with filters, chips, CSV export and `New order`. */
export function OrdersPage({ session, search, onSearchChange }: OrdersPageProps) {
  const { t, i18n } = useLingui();
  const { data: page } = useOrders(session, search);
  const { data: projects } = useProjectOptions(session);
  const exportList = useExportOrders(session, search);
  const { setFilters, setPage, clearAll } = useListSearch({ search, onSearchChange });
  const fields = orderFilterFields(i18n, projects);
  const chips = filterChips(i18n, fields, search, setFilters);
  const canOrder = hasRight(session, 'PLACE_ORDERS');
  const newOrder = canOrder && <ButtonLink to="/order/orders/add">{t`New order`}</ButtonLink>;

  const empty = (
    <EmptyState
      title={t`No orders match these filters`}
      description={chips.length ? t`Remove a filter or clear them all to see more.` : t`Your company has not placed an order in the portal yet.`}
    />
  );
  return (
    <>
      <AnchorLink to="/order/contracts" size="sm" mb="xs" display="inline-block">
        {t`Back to the overview`}
      </AnchorLink>
      <PageHeader title={t`Orders`} description={t`The orders of your company: what was ordered, for which project, and where each one stands.`} />
      <ListLayout
        filters={<ListFilters fields={fields} search={search} setFilters={setFilters} />}
        activeFilterCount={chips.length}
        chips={<FilterChips chips={chips} onClearAll={clearAll} />}
        toolbar={<Group justify="flex-end" gap="sm" wrap="wrap">{newOrder}<ExportButtons onExport={exportList} /></Group>}
      >
        <ListResults page={page} onPage={setPage} empty={empty} columns={orderColumns(i18n, seesPrices(session))} rowKey={(o) => o.id} caption={t`Orders`} />
      </ListLayout>
    </>
  );
}
