import { useLingui } from '@lingui/react/macro';
import { useArchiveContactPerson, useContactPersons, useExportContactPersons } from '@portal/company-data-access';
import type { CompanyListSearch } from '@portal/company-util';
import type { ContactPerson, ContactPersonPage } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';
import type { ListSearchProps } from '@portal/shared-ui';
import { MasterDataPage, type MasterDataFormProps } from '../common';
import { ContactPersonFormModal } from './ContactPersonFormModal';
import { ContactPersonsList } from './ContactPersonsList';

/** Props of ContactPersonsPage: the session and the list's URL search. */
export interface ContactPersonsPageProps extends ListSearchProps<CompanyListSearch> {
  session: Session;
}

const calls = { useList: useContactPersons, useExport: useExportContactPersons, useArchive: useArchiveContactPerson };

/**
 * Contact persons (`/order/company/contactpersons`): who we contact about deliveries and
 * collections. Managers (MANAGE_ROLES_AND_USERS) add, edit, archive and restore; everyone else reads.
 */
export function ContactPersonsPage({ session, ...search }: ContactPersonsPageProps) {
  const { t } = useLingui();
  const form = ({ item, page: _page, ...dialog }: MasterDataFormProps<ContactPerson, ContactPersonPage>) => (
    <ContactPersonFormModal session={session} person={item} {...dialog} />
  );
  return (
    <MasterDataPage session={session} {...search} calls={calls} nameOf={(p) => `${p.firstName} ${p.lastName}`} list={(props) => <ContactPersonsList {...props} />} form={form}
      title={t`Contact persons`} description={t`The people we contact about deliveries and collections.`} addLabel={t`Add contact person`} />
  );
}
