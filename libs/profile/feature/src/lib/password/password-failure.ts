// Why the password was not changed, in the user's language. A wrong current password and a new
// one equal to it are said at their fields; too many wrong tries says how long to wait.
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { describeFailure } from '@portal/shared-data-access-http';
import { problemFieldErrors } from '../common/contract-messages';
import { passwordFields, type PasswordErrors } from './password-draft';

/** What the form shows after a refused or failed change. */
export interface PasswordFailure {
  /** The general message, when the fields' messages do not say it all. */
  message?: string;
  fieldErrors: PasswordErrors;
  /** The current password was wrong: that field is emptied for the next try. */
  wrongPassword: boolean;
}

const general = {
  checkFields: msg`Your password was not changed. Check the marked fields.`,
  network: msg`Your password could not be changed. Check your connection and try again.`,
  server: msg`Something went wrong on our side. Please try again in a moment.`,
  other: msg`Your password could not be changed. Please try again.`,
};

/** Reads a failed change for the form. */
export function passwordChangeFailure(error: unknown, i18n: I18n): PasswordFailure {
  const fail = (message: typeof general.other, fieldErrors: PasswordErrors = {}): PasswordFailure => ({ message: i18n._(message), fieldErrors, wrongPassword: false });
  const failure = describeFailure(error);
  if (failure.kind === 'network') return fail(general.network);
  if (failure.kind === 'rateLimited') {
    const minutes = Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 60) / 60));
    return fail(msg`Too many wrong attempts. ${plural(minutes, { one: 'Try again in # minute.', other: 'Try again in # minutes.' })}`);
  }
  const { problem } = failure;
  if (problem.status === 400 && problem.code === 'wrong_password') {
    return { fieldErrors: { currentPassword: i18n._(msg`This is not your current password.`) }, wrongPassword: true };
  }
  if (problem.status === 400 && problem.code === 'same_password') {
    return { fieldErrors: { newPassword: i18n._(msg`Choose a new password that differs from your current one.`) }, wrongPassword: false };
  }
  if (problem.status >= 500) return fail(general.server);
  const fieldErrors = problem.status === 400 ? problemFieldErrors(problem.errors, passwordFields, i18n) : {};
  return Object.keys(fieldErrors).length > 0 ? fail(general.checkFields, fieldErrors) : fail(general.other);
}
