// Public surface of the projects page (re-exported by the library's index).
export { ProjectsPage } from './ProjectsPage';
export type { ProjectsPageProps } from './ProjectsPage';
