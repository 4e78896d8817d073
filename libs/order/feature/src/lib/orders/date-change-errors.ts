import { useLingui } from '@lingui/react/macro';
import { describeFailure } from '@portal/shared-data-access-http';

/** The server's refusal of new dates per field, in the user's language (its own messages are English). */
export function useDateFieldErrors() {
  const { t } = useLingui();
  return (error: unknown): { startDate?: string; expectedEndDate?: string } => {
    const failure = describeFailure(error);
    if (failure.kind !== 'problem' || failure.problem.status !== 400) return {};
    const fields = new Set((failure.problem.errors ?? []).map((e) => e.field));
    return {
      startDate: fields.has('startDate') ? t`This start date is too soon: it must be today or later and leave the depot time to prepare.` : undefined,
      expectedEndDate: fields.has('expectedEndDate') ? t`The end date must be after the start date.` : undefined,
    };
  };
}

/** Today in the browser, as the form's earliest date (`YYYY-MM-DD`). */
export const localToday = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
