import { useLingui } from '@lingui/react/macro';
import type { ResponsePromise } from '@portal/shared-api-contract';
import { resolveLocale } from '@portal/shared-util-i18n';

/** Props of ResponsePromiseText: the opCo's promise for a breakdown. */
export interface ResponsePromiseTextProps {
  promise: ResponsePromise;
}

/**
 * "We will respond within 4 hours, by …": the due time in the opCo's time zone (where the mechanic
 * comes from), named, so a user abroad is not misled by their own clock.
 */
export function ResponsePromiseText({ promise }: ResponsePromiseTextProps) {
  const { t, i18n } = useLingui();
  const due = new Intl.DateTimeFormat(resolveLocale(i18n.locale), {
    // dateStyle cannot be combined with timeZoneName: the parts one by one.
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: promise.timeZone,
    timeZoneName: 'short',
  }).format(new Date(promise.dueAt));
  const hours = promise.hours;
  return <time dateTime={promise.dueAt}>{t`We will respond within ${hours} hours, by ${due}`}</time>;
}
