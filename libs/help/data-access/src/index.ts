export { createFeedback, createFeedbackMutation, useCreateFeedback } from './lib/feedback/create-feedback';
export { readChangelogSeen, useChangelogVisit, writeChangelogSeen } from './lib/changelog/changelog-visit';
export type { VisitStorage } from './lib/changelog/changelog-visit';
