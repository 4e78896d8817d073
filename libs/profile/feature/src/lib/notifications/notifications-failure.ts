// Why saving the notification preferences failed, in the user's language; the choices made stay
// in the section whatever the reason.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notificationPreferencesConflict } from '@portal/profile-data-access';
import { describeFailure } from '@portal/shared-data-access-http';

const messages = {
  conflict: msg`Your notification settings were changed meanwhile, in another tab or by an unsubscribe link. Your choices are still shown: save again to keep them.`,
  network: msg`Your notification settings could not be saved. Check your connection and try again: your choices are still shown.`,
  rateLimited: msg`Too many attempts. Please wait a moment and try again.`,
  other: msg`Your notification settings could not be saved. Please try again: your choices are still shown.`,
};

export function notificationsSaveFailure(error: unknown, i18n: I18n): string {
  if (notificationPreferencesConflict(error)) return i18n._(messages.conflict);
  const failure = describeFailure(error);
  if (failure.kind === 'network') return i18n._(messages.network);
  if (failure.kind === 'rateLimited') return i18n._(messages.rateLimited);
  return i18n._(messages.other);
}
