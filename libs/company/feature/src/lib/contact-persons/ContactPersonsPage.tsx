import { useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { useArchiveContactPerson, useContactPersons, useExportContactPersons } from '@portal/company-data-access';
import type { CompanyListSearch } from '@portal/company-util';
import type { ContactPerson } from '@portal/shared-api-contract';
import { hasRight, type Session } from '@portal/shared-data-access-http';
import { ExportCsvButton, FilterChips, filterChips, ListFilters, ListLayout, type ListSearchProps, PageHeader, useListSearch } from '@portal/shared-ui';
import { useState } from 'react';
import { ArchiveRestoreButton, companyListFilterFields } from '../common';
import { ContactPersonFormModal } from './ContactPersonFormModal';
import { ContactPersonsList } from './ContactPersonsList';

/** Props of ContactPersonsPage: the session and the list's URL search. */
export interface ContactPersonsPageProps extends ListSearchProps<CompanyListSearch> {
  session: Session;
}

/** The add/edit dialog: which person (null: a new one), opened or closing, and a new form each time it opens. */
interface Dialog {
  person: ContactPerson | null;
  opened: boolean;
  n: number;
}

/**
 * Contact persons (`/order/company/contactpersons`): who we contact about deliveries and
 * collections. Managers (MANAGE_ROLES_AND_USERS) add, edit, archive and restore; everyone else reads.
 */
export function ContactPersonsPage({ session, search, onSearchChange }: ContactPersonsPageProps) {
  const { t, i18n } = useLingui();
  const { data: page } = useContactPersons(session, search);
  const exportCsv = useExportContactPersons(session, search);
  const archive = useArchiveContactPerson(session);
  const { setFilters, setPage, clearAll } = useListSearch({ search, onSearchChange });
  const fields = companyListFilterFields(i18n);
  const chips = filterChips(i18n, fields, search, setFilters);
  // The API checks the right again; without it the buttons would only lead to a refusal.
  const manages = hasRight(session, 'MANAGE_ROLES_AND_USERS');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const open = (person: ContactPerson | null) => setDialog((d) => ({ person, opened: true, n: (d?.n ?? 0) + 1 }));
  const close = () => setDialog((d) => d && { ...d, opened: false });
  // Said in a live region: an archived row leaves the list, and its button with it.
  const [done, setDone] = useState('');
  const doneWith = (name: string) => (action: 'archive' | 'restore') => setDone(action === 'archive' ? t`${name} archived.` : t`${name} restored.`);

  const rowActions = (p: ContactPerson) => {
    const name = `${p.firstName} ${p.lastName}`;
    return (
      <Group gap="xs" justify="flex-end" wrap="wrap">
        {!p.archived && <Button size="xs" variant="default" onClick={() => open(p)} aria-label={t`Edit: ${name}`}>{t`Edit`}</Button>}
        <ArchiveRestoreButton name={name} archived={p.archived} version={p.version} run={(action, version) => archive.mutateAsync({ id: p.id, action, version })}
          onDone={doneWith(name)} />
      </Group>
    );
  };
  return (
    <>
      <PageHeader title={t`Contact persons`} description={t`The people we contact about deliveries and collections.`} />
      <ListLayout
        filters={<ListFilters fields={fields} search={search} setFilters={setFilters} />}
        activeFilterCount={chips.length}
        chips={<FilterChips chips={chips} onClearAll={clearAll} />}
        toolbar={
          <Group justify="space-between" gap="sm" wrap="wrap" style={{ flex: 1 }}>
            <Text role="status" size="sm">{done}</Text>
            <Group justify="flex-end" gap="sm" wrap="wrap">
              {manages && <Button onClick={() => open(null)}>{t`Add contact person`}</Button>}
              <ExportCsvButton onExport={exportCsv} />
            </Group>
          </Group>
        }
      >
        <ContactPersonsList page={page} filtered={chips.length > 0} rowActions={manages ? rowActions : undefined} onPage={setPage} />
      </ListLayout>
      {manages && dialog && <ContactPersonFormModal key={dialog.n} session={session} person={dialog.person} opened={dialog.opened} onClose={close} />}
    </>
  );
}
