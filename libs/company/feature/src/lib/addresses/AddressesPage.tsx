import { useLingui } from '@lingui/react/macro';
import { useAddresses, useArchiveAddress, useExportAddresses } from '@portal/company-data-access';
import type { CompanyListSearch } from '@portal/company-util';
import type { Address, AddressPage } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';
import type { ListSearchProps } from '@portal/shared-ui';
import { MasterDataPage, type MasterDataFormProps } from '../common';
import { AddressesList } from './AddressesList';
import { AddressFormModal } from './AddressFormModal';

/** Props of AddressesPage: the session and the list's URL search. */
export interface AddressesPageProps extends ListSearchProps<CompanyListSearch> {
  session: Session;
}

const calls = { useList: useAddresses, useExport: useExportAddresses, useArchive: useArchiveAddress };

/**
 * Addresses (`/order/company/addresses`): the delivery addresses of the client's sites, one of
 * them the default. Managers (MANAGE_ROLES_AND_USERS) add, edit, archive and restore; everyone else reads.
 */
export function AddressesPage({ session, ...search }: AddressesPageProps) {
  const { t } = useLingui();
  const form = ({ item, page, ...dialog }: MasterDataFormProps<Address, AddressPage>) => {
    // A new address most likely lies in the country of the company's others.
    const defaultCountry = (page.items.find((a) => a.defaultDelivery) ?? page.items[0])?.country ?? '';
    return <AddressFormModal session={session} address={item} defaultCountry={defaultCountry} {...dialog} />;
  };
  return (
    <MasterDataPage session={session} {...search} calls={calls} nameOf={(a) => a.label} list={(props) => <AddressesList {...props} />} form={form}
      title={t`Addresses`} description={t`Delivery addresses of your sites.`} addLabel={t`Add address`} />
  );
}
