import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { useArchiveProject, useExportProjects, useProjects } from '@portal/company-data-access';
import type { CompanyListSearch } from '@portal/company-util';
import type { Project } from '@portal/shared-api-contract';
import { hasRight, seesPrices, type Session } from '@portal/shared-data-access-http';
import { ExportCsvButton, FilterChips, filterChips, ListFilters, ListLayout, type ListSearchProps, PageHeader, useListSearch } from '@portal/shared-ui';
import { useState } from 'react';
import { ArchiveRestoreButton, companyListFilterFields } from '../common';
import { ProjectFormModal } from './ProjectFormModal';
import { ProjectsList } from './ProjectsList';

/** Props of ProjectsPage: the session and the list's URL search. */
export interface ProjectsPageProps extends ListSearchProps<CompanyListSearch> {
  session: Session;
}

/** The add/edit dialog: which project (null: a new one), opened or closing, and a new form each time it opens. */
interface Dialog {
  project: Project | null;
  opened: boolean;
  n: number;
}

/**
 * Projects (`/order/company/projects`): the client's job sites with PO number, period and, for
 * users who see prices, the budget against what is spent and committed. Managers
 * (MANAGE_ROLES_AND_USERS) add, edit, archive and restore; everyone else reads.
 */
export function ProjectsPage({ session, search, onSearchChange }: ProjectsPageProps) {
  const { t, i18n } = useLingui();
  const { data: page } = useProjects(session, search);
  const exportCsv = useExportProjects(session, search);
  const archive = useArchiveProject(session);
  const { setFilters, setPage, clearAll } = useListSearch({ search, onSearchChange });
  const fields = companyListFilterFields(i18n);
  const chips = filterChips(i18n, fields, search, setFilters);
  // The API checks the right again; without it the buttons would only lead to a refusal.
  const manages = hasRight(session, 'MANAGE_ROLES_AND_USERS');
  const withBudget = seesPrices(session);
  // Every project of a client is in its opCo's currency: any project with amounts names it.
  const currency = page.items.find((p) => p.budget)?.budget?.currency ?? null;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const open = (project: Project | null) => setDialog((d) => ({ project, opened: true, n: (d?.n ?? 0) + 1 }));
  const close = () => setDialog((d) => d && { ...d, opened: false });

  const rowActions = (p: Project) => (
    <Group gap="xs" justify="flex-end" wrap="wrap">
      {!p.archived && <Button size="xs" variant="default" onClick={() => open(p)} aria-label={t`Edit: ${p.name}`}>{t`Edit`}</Button>}
      <ArchiveRestoreButton name={p.name} archived={p.archived} version={p.version} run={(action, version) => archive.mutateAsync({ id: p.id, action, version })} />
    </Group>
  );
  return (
    <>
      <PageHeader title={t`Projects`} description={t`Your job sites, with purchase order numbers and budgets.`} />
      <ListLayout
        filters={<ListFilters fields={fields} search={search} setFilters={setFilters} />}
        activeFilterCount={chips.length}
        chips={<FilterChips chips={chips} onClearAll={clearAll} />}
        toolbar={
          <Group justify="flex-end" gap="sm" wrap="wrap">
            {manages && <Button onClick={() => open(null)}>{t`Add project`}</Button>}
            <ExportCsvButton onExport={exportCsv} />
          </Group>
        }
      >
        <ProjectsList page={page} filtered={chips.length > 0} withBudget={withBudget} rowActions={manages ? rowActions : undefined} onPage={setPage} />
      </ListLayout>
      {manages && dialog && <ProjectFormModal key={dialog.n} session={session} project={dialog.project} currency={currency} opened={dialog.opened} onClose={close} />}
    </>
  );
}
