export { ChangelogEntry } from './lib/changelog/ChangelogEntry';
export type { ChangelogEntryProps } from './lib/changelog/ChangelogEntry';
