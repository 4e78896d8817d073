export { profileKeys } from './lib/profile.keys';
export { fetchProfile, profileQueries, useProfile } from './lib/profile-me';
export { profileConflict, updateProfile, updateProfileMutation, useUpdateProfile } from './lib/update-profile';
export type { ProfileChange } from './lib/update-profile';
export { changePassword, changePasswordMutation, useChangePassword } from './lib/change-password';
export { fetchSignedInDevices, signedInDevicesQuery, useSignedInDevices } from './lib/signed-in-devices';
export { signOutOthers, signOutOthersMutation, useSignOutOthers } from './lib/sign-out-others';
export { answerInvitation, answerInvitationMutation, fetchInvitations, invitationsQuery, useAnswerInvitation, useInvitations } from './lib/invitations';
export type { InvitationAnswer } from './lib/invitations';
export {
  fetchNotificationPreferences, notificationPreferencesConflict, notificationPreferencesQuery, saveNotificationPreferences,
  saveNotificationPreferencesMutation, useNotificationPreferences, useSaveNotificationPreferences,
} from './lib/notification-preferences';
