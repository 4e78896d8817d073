import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { describeFailure } from '@portal/shared-data-access-http';

/** Turns a failed sign-in call into a message in the user's language: wrong details, locked out, offline. */
export function useSignInFailureMessage() {
  const { t } = useLingui();
  return (error: unknown): string => {
    const failure = describeFailure(error);
    if (failure.kind === 'network') return t`We could not reach the portal. Check your connection and try again.`;
    if (failure.kind === 'rateLimited') {
      const minutes = Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 60) / 60));
      return t`Too many attempts. ${plural(minutes, { one: 'Please wait # minute and try again.', other: 'Please wait # minutes and try again.' })}`;
    }
    if (failure.problem.status === 401) return t`The email address or password is not correct.`;
    if (failure.problem.status === 400) {
      const invalidToken = failure.problem.errors?.some((e) => e.field === 'token') || failure.problem.code === 'invalid_reset_token';
      if (invalidToken) return t`This link is no longer valid. Please ask for a new one.`;
      return t`Please check what you entered.`;
    }
    return t`Something went wrong on our side. Please try again in a moment.`;
  };
}
