import { useLingui } from '@lingui/react/macro';
import { isRequestChanged } from '@portal/request-data-access';
import { describeFailure } from '@portal/shared-data-access-http';

/** Turns a failed save of a request into a sentence in the user's language. */
export function useEditFailureMessage() {
  const { t } = useLingui();
  return (error: unknown): string => {
    // The data access has already read the request again when it says so.
    if (isRequestChanged(error))
      return t`Someone else changed this request in the meantime. Their version is shown below and what you typed is still here: check it and save again.`;
    const failure = describeFailure(error);
    if (failure.kind === 'network') return t`We could not reach the portal. Check your connection and try again.`;
    if (failure.kind === 'rateLimited') return t`Too many attempts. Please wait a moment and try again.`;
    if (failure.problem.status === 403) return t`You may not change this request. Ask an administrator of your company.`;
    if (failure.problem.status === 400) return t`Please check what you entered.`;
    return t`Something went wrong on our side. Please try again in a moment.`;
  };
}
