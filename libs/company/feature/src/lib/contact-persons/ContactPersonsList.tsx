import { useLingui } from '@lingui/react/macro';
import type { ContactPerson, ContactPersonPage } from '@portal/shared-api-contract';
import { EmptyState, ListResults } from '@portal/shared-ui';
import type { ReactNode } from 'react';
import { contactPersonColumns } from './contact-person-columns';

/** Props of ContactPersonsList: the page, whether filters are set, each row's actions (managers only) and paging. */
export interface ContactPersonsListProps {
  page: ContactPersonPage;
  filtered: boolean;
  rowActions?: (person: ContactPerson) => ReactNode;
  onPage: (page: number) => void;
}

/** The page of contact persons, archived ones greyed with the archive icon. */
export function ContactPersonsList({ page, filtered, rowActions, onPage }: ContactPersonsListProps) {
  const { t, i18n } = useLingui();
  const empty = (
    <EmptyState
      title={filtered ? t`No contact persons match these filters` : t`No contact persons yet`}
      description={filtered ? t`Remove a filter or clear them all to see more.` : t`Contact persons are who we call about deliveries and collections at your sites.`}
    />
  );
  return <ListResults page={page} empty={empty} onPage={onPage} columns={contactPersonColumns(i18n)} rowKey={(p) => p.id} caption={t`Contact persons`} isArchived={(p) => p.archived} rowActions={rowActions} />;
}
