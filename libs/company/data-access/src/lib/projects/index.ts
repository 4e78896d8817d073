// Public surface of the projects' calls (re-exported by the library's index). The address options
// of the project form are the addresses' own (`useAddressOptions`).
export { fetchProjects, projectListQuery, useProjects } from './project-list';
export { exportProjects, useExportProjects } from './projects-export';
export { createProject, useCreateProject } from './create-project';
export { updateProject, useUpdateProject } from './update-project';
export { archiveProject, useArchiveProject } from './archive-project';
export { fetchProjectOptions, projectOptionsQuery, useProjectOptions } from './project-options';
export { fetchPoBudgets, poBudgetsQuery, savePoBudgets, usePoBudgets, useSavePoBudgets } from './po-budgets';
