export { helpSearchSchema } from './lib/help-search';
export type { HelpSearch } from './lib/help-search';
