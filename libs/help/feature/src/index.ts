export { HelpListPage } from './lib/HelpListPage';
export type { HelpListPageProps } from './lib/HelpListPage';
