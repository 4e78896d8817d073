/**
 * The profile's TanStack Query keys. `me` is read by the app too (LocaleSync, the session), so it
 * stays `['profile', 'me']`; the profile is the user's own, not the selected client's, so no uuid.
 */
export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
  sessions: () => [...profileKeys.all, 'sessions'] as const,
  invitations: () => [...profileKeys.all, 'invitations'] as const,
  notificationPreferences: () => [...profileKeys.all, 'notification-preferences'] as const,
};
