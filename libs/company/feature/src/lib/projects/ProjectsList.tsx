import { useLingui } from '@lingui/react/macro';
import type { Project, ProjectPage } from '@portal/shared-api-contract';
import { EmptyState, ListResults } from '@portal/shared-ui';
import type { ReactNode } from 'react';
import { projectColumns } from './project-columns';

/** Props of ProjectsList: the page, whether filters are set, whether the budget shows, each row's actions (managers only) and paging. */
export interface ProjectsListProps {
  page: ProjectPage;
  filtered: boolean;
  withBudget: boolean;
  rowActions?: (project: Project) => ReactNode;
  /** Opens the project's budgets per PO. */
  onPoBudgets?: (project: Project) => void;
  onPage: (page: number) => void;
}

/** The page of projects, archived ones greyed with the archive icon. */
export function ProjectsList({ page, filtered, withBudget, rowActions, onPoBudgets, onPage }: ProjectsListProps) {
  const { t, i18n } = useLingui();
  const empty = (
    <EmptyState
      title={filtered ? t`No projects match these filters` : t`No projects yet`}
      description={filtered ? t`Remove a filter or clear them all to see more.` : t`Your company has no projects in the portal yet.`}
    />
  );
  return (
    <ListResults page={page} empty={empty} onPage={onPage} columns={projectColumns(i18n, withBudget, onPoBudgets)} rowKey={(p) => p.id} caption={t`Projects`} isArchived={(p) => p.archived}
      rowActions={rowActions} />
  );
}
