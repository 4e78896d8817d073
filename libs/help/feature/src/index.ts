export { FeedbackPage } from './lib/feedback/FeedbackPage';
export type { FeedbackPageProps } from './lib/feedback/FeedbackPage';
export { ChangelogPage } from './lib/changelog/ChangelogPage';
export type { ChangelogPageProps } from './lib/changelog/ChangelogPage';
export { changelogEntries } from './lib/changelog/entries';
export type { ChangelogEntryData } from './lib/changelog/entries';
export { ReportProblemLink } from './lib/report-link/ReportProblemLink';
export type { ReportProblemLinkProps } from './lib/report-link/ReportProblemLink';
