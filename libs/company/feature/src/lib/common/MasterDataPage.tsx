import type { ExportFormat } from '@portal/shared-api-contract';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import type { CompanyListSearch } from '@portal/company-util';
import { hasRight, type Session } from '@portal/shared-data-access-http';
import { ExportButtons, FilterChips, filterChips, ListFilters, ListLayout, type ListSearchProps, PageHeader, useListSearch } from '@portal/shared-ui';
import { Fragment, useState, type ReactNode } from 'react';
import { ArchiveRestoreButton, type ArchiveAction } from './ArchiveRestoreButton';
import { companyListFilterFields } from './company-list-filters';

/** What every item of a company's master data has: an id, and a version to archive or restore it by. */
interface MasterDataItem {
  id: number;
  archived: boolean;
  version: number;
}

/** The page of items the list shows. */
interface ItemPage<Item> {
  items: Item[];
}

/** The data hooks of one kind of master data (from @portal/company-data-access). */
export interface MasterDataCalls<Item, Page extends ItemPage<Item>> {
  useList: (session: Session, search: CompanyListSearch) => { data: Page };
  useExport: (session: Session, search: CompanyListSearch) => (format: ExportFormat) => Promise<void>;
  useArchive: (session: Session) => { mutateAsync: (input: { id: number; action: ArchiveAction; version: number }) => Promise<unknown> };
}

/** What the list component of one kind of master data is given. */
export interface MasterDataListProps<Item, Page> {
  page: Page;
  filtered: boolean;
  rowActions?: (item: Item) => ReactNode;
  onPage: (page: number) => void;
}

/** What the add/edit dialog of one kind of master data is given: the item (null: a new one) and the page it was opened from. */
export interface MasterDataFormProps<Item, Page> {
  item: Item | null;
  page: Page;
  opened: boolean;
  onClose: () => void;
}

/** Props of MasterDataPage: the session and URL search, the page's texts, its calls, list and dialog. */
export interface MasterDataPageProps<Item, Page extends ItemPage<Item>> extends ListSearchProps<CompanyListSearch> {
  session: Session;
  title: string;
  description: string;
  addLabel: string;
  calls: MasterDataCalls<Item, Page>;
  /** The item's name, in its buttons' accessible names and in the "archived" message. */
  nameOf: (item: Item) => string;
  /** Renders the list (a render function, not a component: one made in the caller's render would remount each time). */
  list: (props: MasterDataListProps<Item, Page>) => ReactNode;
  /** Renders the add/edit dialog; it gets a new form each time it opens. */
  form: (props: MasterDataFormProps<Item, Page>) => ReactNode;
}

/** The add/edit dialog: which item (null: a new one), opened or closing, and a new form each time it opens. */
interface Dialog<Item> {
  item: Item | null;
  opened: boolean;
  n: number;
}

/**
 * One company master-data list (addresses, contact persons, projects): filters, chips, CSV export,
 * and for managers (MANAGE_ROLES_AND_USERS) add, edit, archive and restore; everyone else reads.
 */
export function MasterDataPage<Item extends MasterDataItem, Page extends ItemPage<Item>>(props: MasterDataPageProps<Item, Page>) {
  const { session, search, onSearchChange, calls, nameOf, list, form } = props;
  const { t, i18n } = useLingui();
  const { data: page } = calls.useList(session, search);
  const exportList = calls.useExport(session, search);
  const archive = calls.useArchive(session);
  const { setFilters, setPage, clearAll } = useListSearch({ search, onSearchChange });
  const fields = companyListFilterFields(i18n);
  const chips = filterChips(i18n, fields, search, setFilters);
  // The API checks the right again; without it the buttons would only lead to a refusal.
  const manages = hasRight(session, 'MANAGE_ROLES_AND_USERS');
  const [dialog, setDialog] = useState<Dialog<Item> | null>(null);
  const open = (item: Item | null) => setDialog((d) => ({ item, opened: true, n: (d?.n ?? 0) + 1 }));
  const close = () => setDialog((d) => d && { ...d, opened: false });
  // Said in a live region: an archived row leaves the list, and its button with it.
  const [done, setDone] = useState('');
  const doneWith = (name: string) => (action: ArchiveAction) => setDone(action === 'archive' ? t`${name} archived.` : t`${name} restored.`);

  const rowActions = (item: Item) => {
    const name = nameOf(item);
    return (
      <Group gap="xs" justify="flex-end" wrap="wrap">
        {!item.archived && <Button size="xs" variant="default" onClick={() => open(item)} aria-label={t`Edit: ${name}`}>{t`Edit`}</Button>}
        <ArchiveRestoreButton name={name} archived={item.archived} version={item.version} run={(action, version) => archive.mutateAsync({ id: item.id, action, version })}
          onDone={doneWith(name)} />
      </Group>
    );
  };
  return (
    <>
      <PageHeader title={props.title} description={props.description} />
      <ListLayout
        filters={<ListFilters fields={fields} search={search} setFilters={setFilters} />}
        activeFilterCount={chips.length}
        chips={<FilterChips chips={chips} onClearAll={clearAll} />}
        toolbar={
          <Group justify="space-between" gap="sm" wrap="wrap" style={{ flex: 1 }}>
            <Text role="status" size="sm">{done}</Text>
            <Group justify="flex-end" gap="sm" wrap="wrap">
              {manages && <Button onClick={() => open(null)}>{props.addLabel}</Button>}
              <ExportButtons onExport={exportList} />
            </Group>
          </Group>
        }
      >
        {list({ page, filtered: chips.length > 0, rowActions: manages ? rowActions : undefined, onPage: setPage })}
      </ListLayout>
      {manages && dialog && <Fragment key={dialog.n}>{form({ item: dialog.item, page, opened: dialog.opened, onClose: close })}</Fragment>}
    </>
  );
}
