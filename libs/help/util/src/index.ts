export { appVersionOf, errorEventIdParam, portalPathParam, reportProblemSearchSchema } from './lib/help-search';
export type { ReportProblemSearch } from './lib/help-search';
export { changelogSeenKey, isNewSince, parseChangelogSeen } from './lib/changelog-seen';
