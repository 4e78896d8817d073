// The search params of the Help forms. `Report a problem` is opened from the error page with the
// error report's id and the page the user was on, so both arrive in the URL and survive a reload.
// Parsed with the contract's zod-free parser (the router is part of the first page load), and
// leniently: a value that does not parse is dropped and the form opens without it.
import { searchSchema, type Param } from '@portal/shared-api-contract/search';
import { helpLimits } from '@portal/shared-api-contract/vocabulary';

const eventIdPattern = /^[0-9a-f]{32}$/i;

/** An error-reporting event id (32 hex digits, as Sentry gives it); a local reference is none. */
export const errorEventIdParam: Param<string> = (raw) => (typeof raw === 'string' && eventIdPattern.test(raw) ? raw.toLowerCase() : undefined);

/**
 * A page of the portal as a path (`/order/contracts?page=2`): starts with one `/` (never another
 * site), no spaces or control characters, at most the contract's length.
 */
export const portalPathParam: Param<string> = (raw) => {
  if (typeof raw !== 'string') return undefined;
  const path = raw.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  const safe = path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && !/[\s\u0000-\u001f\u007f]/.test(path);
  return safe && path.length <= helpLimits.maxPage ? path : undefined;
};

/** `/order/help/report-problem?page=…&eventId=…`: the page it happened on and the error report. */
export const reportProblemSearchSchema = searchSchema({ page: portalPathParam, eventId: errorEventIdParam });
export type ReportProblemSearch = ReturnType<typeof reportProblemSearchSchema>;

/**
 * The release the app config names, as the contract's `appVersion` takes it (letters, digits and
 * `.+-_`, at most its length): a report is never refused for the name of the build.
 */
export function appVersionOf(release: string | null | undefined): string {
  const cleaned = (release ?? '').trim().replace(/[^\w.+-]+/g, '-').slice(0, helpLimits.maxAppVersion);
  return cleaned || 'unknown';
}
