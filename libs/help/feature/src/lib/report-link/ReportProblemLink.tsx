import { useLingui } from '@lingui/react/macro';
import { errorEventIdParam, portalPathParam } from '@portal/help-util';
import { ButtonLink } from '../common/links';

/** Props of ReportProblemLink: what the error page knows. */
export interface ReportProblemLinkProps {
  /** The error report's reference; only an error-reporting event id (32 hex) is passed on. */
  reportId?: string | null;
  /** Where the user was when it went wrong, when known (a path of the portal). */
  page?: string | null;
}

/** `Report this problem`: opens the problem form with the error report's id and the page filled in. */
export function ReportProblemLink({ reportId, page }: ReportProblemLinkProps) {
  const { t } = useLingui();
  const eventId = errorEventIdParam(reportId);
  const path = portalPathParam(page);
  return (
    <ButtonLink variant="default" to="/order/help/report-problem" search={{ ...(path ? { page: path } : {}), ...(eventId ? { eventId } : {}) }}>
      {t`Report this problem`}
    </ButtonLink>
  );
}
