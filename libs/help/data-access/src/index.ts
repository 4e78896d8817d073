export { helpKeys, helpQueries } from './lib/help.queries';
export type { HelpListSearch, HelpPage } from './lib/help.queries';
