import { useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { useAddresses, useArchiveAddress, useExportAddresses } from '@portal/company-data-access';
import type { CompanyListSearch } from '@portal/company-util';
import type { Address } from '@portal/shared-api-contract';
import { hasRight, type Session } from '@portal/shared-data-access-http';
import { ExportCsvButton, FilterChips, filterChips, ListFilters, ListLayout, type ListSearchProps, PageHeader, useListSearch } from '@portal/shared-ui';
import { useState } from 'react';
import { ArchiveRestoreButton, companyListFilterFields } from '../common';
import { AddressesList } from './AddressesList';
import { AddressFormModal } from './AddressFormModal';

/** Props of AddressesPage: the session and the list's URL search. */
export interface AddressesPageProps extends ListSearchProps<CompanyListSearch> {
  session: Session;
}

/** The add/edit dialog: which address (null: a new one), opened or closing, and a new form each time it opens. */
interface Dialog {
  address: Address | null;
  opened: boolean;
  n: number;
}

/**
 * Addresses (`/order/company/addresses`): the delivery addresses of the client's sites, one of
 * them the default. Managers (MANAGE_ROLES_AND_USERS) add, edit, archive and restore; everyone else reads.
 */
export function AddressesPage({ session, search, onSearchChange }: AddressesPageProps) {
  const { t, i18n } = useLingui();
  const { data: page } = useAddresses(session, search);
  const exportCsv = useExportAddresses(session, search);
  const archive = useArchiveAddress(session);
  const { setFilters, setPage, clearAll } = useListSearch({ search, onSearchChange });
  const fields = companyListFilterFields(i18n);
  const chips = filterChips(i18n, fields, search, setFilters);
  // The API checks the right again; without it the buttons would only lead to a refusal.
  const manages = hasRight(session, 'MANAGE_ROLES_AND_USERS');
  // A new address most likely lies in the country of the company's others.
  const defaultCountry = (page.items.find((a) => a.defaultDelivery) ?? page.items[0])?.country ?? '';
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const open = (address: Address | null) => setDialog((d) => ({ address, opened: true, n: (d?.n ?? 0) + 1 }));
  const close = () => setDialog((d) => d && { ...d, opened: false });
  // Said in a live region: an archived row leaves the list, and its button with it.
  const [done, setDone] = useState('');
  const doneWith = (name: string) => (action: 'archive' | 'restore') => setDone(action === 'archive' ? t`${name} archived.` : t`${name} restored.`);

  const rowActions = (a: Address) => (
    <Group gap="xs" justify="flex-end" wrap="wrap">
      {!a.archived && <Button size="xs" variant="default" onClick={() => open(a)} aria-label={t`Edit: ${a.label}`}>{t`Edit`}</Button>}
      <ArchiveRestoreButton name={a.label} archived={a.archived} version={a.version} run={(action, version) => archive.mutateAsync({ id: a.id, action, version })}
          onDone={doneWith(a.label)} />
    </Group>
  );
  return (
    <>
      <PageHeader title={t`Addresses`} description={t`Delivery addresses of your sites.`} />
      <ListLayout
        filters={<ListFilters fields={fields} search={search} setFilters={setFilters} />}
        activeFilterCount={chips.length}
        chips={<FilterChips chips={chips} onClearAll={clearAll} />}
        toolbar={
          <Group justify="space-between" gap="sm" wrap="wrap" style={{ flex: 1 }}>
            <Text role="status" size="sm">{done}</Text>
            <Group justify="flex-end" gap="sm" wrap="wrap">
              {manages && <Button onClick={() => open(null)}>{t`Add address`}</Button>}
              <ExportCsvButton onExport={exportCsv} />
            </Group>
          </Group>
        }
      >
        <AddressesList page={page} filtered={chips.length > 0} rowActions={manages ? rowActions : undefined} onPage={setPage} />
      </ListLayout>
      {manages && dialog && (
        <AddressFormModal key={dialog.n} session={session} address={dialog.address} defaultCountry={defaultCountry} opened={dialog.opened} onClose={close} />
      )}
    </>
  );
}
