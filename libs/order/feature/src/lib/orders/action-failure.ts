import { useLingui } from '@lingui/react/macro';
import { isOrderChanged } from '@portal/order-data-access';
import { describeFailure } from '@portal/shared-data-access-http';

/** Turns a failed approve, reject, cancel or save into a sentence in the user's language. */
export function useActionFailureMessage() {
  const { t } = useLingui();
  return (error: unknown, changed = t`This order changed in the meantime. It has been reloaded: check it and try again if it still applies.`): string => {
    // The data access has already read the order (or settings) again when it says so.
    if (isOrderChanged(error)) return changed;
    const failure = describeFailure(error);
    if (failure.kind === 'network') return t`We could not reach the portal. Check your connection and try again.`;
    if (failure.kind === 'rateLimited') return t`Too many attempts. Please wait a moment and try again.`;
    if (failure.problem.status === 403) return t`You may not do this for the company you are working for. Ask an administrator of your company.`;
    if (failure.problem.status === 400) return t`Please check what you entered.`;
    return t`Something went wrong on our side. Please try again in a moment.`;
  };
}
