// GET and PUT /notification-preferences (issue 34): per topic by mail and in the portal, saved with
// the version they were based on. After a 409 the cache becomes what is saved now (`current`), so
// the next save goes on top of it; what the user chose stays with the section.
import { notificationPreferencesSchema, type NotificationPreferences } from '@portal/shared-api-contract';
import { describeFailure, useApiClient, type ApiClient } from '@portal/shared-data-access-http';
import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { profileKeys } from './profile.keys';

export async function fetchNotificationPreferences({ http, config }: ApiClient): Promise<NotificationPreferences> {
  const { data } = await http.get(`${config.apiUrlUsermgmt}/notification-preferences`);
  return notificationPreferencesSchema.parse(data);
}

export async function saveNotificationPreferences({ http, config }: ApiClient, preferences: NotificationPreferences): Promise<NotificationPreferences> {
  const { data } = await http.put(`${config.apiUrlUsermgmt}/notification-preferences`, preferences);
  return notificationPreferencesSchema.parse(data);
}

/** The preferences as saved now, when the error is a 409 `version_conflict` that carries them; else null. */
export function notificationPreferencesConflict(error: unknown): NotificationPreferences | null {
  const failure = describeFailure(error);
  if (failure.kind !== 'problem' || failure.problem.status !== 409 || failure.problem.code !== 'version_conflict') return null;
  return notificationPreferencesSchema.safeParse(failure.problem.current).data ?? null;
}

export const notificationPreferencesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: profileKeys.notificationPreferences(), queryFn: () => fetchNotificationPreferences(api), staleTime: 30_000 });

/** `mutateAsync(preferences)`: resolves with what was saved. */
export function saveNotificationPreferencesMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (preferences: NotificationPreferences) => saveNotificationPreferences(api, preferences),
    onSuccess: (saved) => queryClient.setQueryData(profileKeys.notificationPreferences(), saved),
    onError: (error) => {
      const current = notificationPreferencesConflict(error);
      if (current) queryClient.setQueryData(profileKeys.notificationPreferences(), current);
    },
  });
}

/** The user's notification preferences (the user's own, not the selected client's). */
export const useNotificationPreferences = () => useQuery(notificationPreferencesQuery(useApiClient()));
/** Saves them (see saveNotificationPreferencesMutation). */
export const useSaveNotificationPreferences = () => useMutation(saveNotificationPreferencesMutation(useApiClient(), useQueryClient()));
