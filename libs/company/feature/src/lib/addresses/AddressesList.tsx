import { useLingui } from '@lingui/react/macro';
import type { Address, AddressPage } from '@portal/shared-api-contract';
import { EmptyState, ListResults } from '@portal/shared-ui';
import type { ReactNode } from 'react';
import { addressColumns } from './address-columns';

/** Props of AddressesList: the page, whether filters are set, each row's actions (managers only) and paging. */
export interface AddressesListProps {
  page: AddressPage;
  filtered: boolean;
  rowActions?: (address: Address) => ReactNode;
  onPage: (page: number) => void;
}

/** The page of addresses, archived ones greyed with the archive icon. */
export function AddressesList({ page, filtered, rowActions, onPage }: AddressesListProps) {
  const { t, i18n } = useLingui();
  const empty = (
    <EmptyState
      title={filtered ? t`No addresses match these filters` : t`No addresses yet`}
      description={filtered ? t`Remove a filter or clear them all to see more.` : t`Add the sites we deliver to: you choose one when you order.`}
    />
  );
  return <ListResults page={page} empty={empty} onPage={onPage} columns={addressColumns(i18n)} rowKey={(a) => a.id} caption={t`Addresses`} isArchived={(a) => a.archived} rowActions={rowActions} />;
}
