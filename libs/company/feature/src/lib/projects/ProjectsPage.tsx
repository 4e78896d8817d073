import { useLingui } from '@lingui/react/macro';
import { useArchiveProject, useExportProjects, useProjects } from '@portal/company-data-access';
import type { CompanyListSearch } from '@portal/company-util';
import type { Project, ProjectPage } from '@portal/shared-api-contract';
import { seesPrices, type Session } from '@portal/shared-data-access-http';
import type { ListSearchProps } from '@portal/shared-ui';
import { MasterDataPage, type MasterDataFormProps } from '../common';
import { useState } from 'react';
import { PoBudgetsDialog } from './PoBudgetsDialog';
import { ProjectFormModal } from './ProjectFormModal';
import { ProjectsList } from './ProjectsList';

/** Props of ProjectsPage: the session and the list's URL search. */
export interface ProjectsPageProps extends ListSearchProps<CompanyListSearch> {
  session: Session;
}

const calls = { useList: useProjects, useExport: useExportProjects, useArchive: useArchiveProject };

/**
 * Projects (`/order/company/projects`): the client's job sites with PO number, period and, for
 * users who see prices, the budget against what is spent and committed. Managers
 * (MANAGE_ROLES_AND_USERS) add, edit, archive and restore; everyone else reads.
 */
export function ProjectsPage({ session, ...search }: ProjectsPageProps) {
  const { t } = useLingui();
  const withBudget = seesPrices(session);
  const [poProject, setPoProject] = useState<Project | null>(null);
  const form = ({ item, page, ...dialog }: MasterDataFormProps<Project, ProjectPage>) => {
    // Every project of a client is in its opCo's currency: any project with amounts names it.
    const currency = page.items.find((p) => p.budget)?.budget?.currency ?? null;
    return <ProjectFormModal session={session} project={item} currency={currency} {...dialog} />;
  };
  return (
    <>
      <MasterDataPage session={session} {...search} calls={calls} nameOf={(p) => p.name} list={(props) => <ProjectsList {...props} withBudget={withBudget} onPoBudgets={setPoProject} />} form={form}
        title={t`Projects`} description={t`Your job sites, with purchase order numbers and budgets.`} addLabel={t`Add project`} />
      <PoBudgetsDialog session={session} project={poProject} onClose={() => setPoProject(null)} />
    </>
  );
}
