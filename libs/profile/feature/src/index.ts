export { ProfilePage } from './lib/ProfilePage';
export { InvitationsToAnswer } from './lib/invitations/InvitationsToAnswer';
export type { InvitationsToAnswerProps } from './lib/invitations/InvitationsToAnswer';
