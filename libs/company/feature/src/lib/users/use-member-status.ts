// `Deactivate` (asked first), `Reactivate` and `Send invitation again` on the users page, each with
// the version on screen. The outcome is said above the list; a refused deactivation in its dialog.
import { useLingui } from '@lingui/react/macro';
import { useMemberActivation, useResendInvitation } from '@portal/company-data-access';
import type { Member } from '@portal/shared-api-contract';
import { companyLimits } from '@portal/shared-api-contract/vocabulary';
import type { Session } from '@portal/shared-data-access-http';
import { useState } from 'react';
import { companySaveFailure, isVersionConflict } from '../common';
import { fullName } from './member-labels';
import { accountDisabled, cannotDeactivateSelf, lastManager } from './people-conflicts';

/** What the page says after an action: done (a status) or refused (an alert). */
export interface Notice {
  tone: 'done' | 'refused';
  text: string;
}

export function useMemberStatus(session: Session) {
  const { t, i18n } = useLingui();
  const activation = useMemberActivation(session);
  const resend = useResendInvitation(session);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [asking, setAsking] = useState<Member | null>(null);
  const [askFailure, setAskFailure] = useState<string | null>(null);

  const failureOf = (error: unknown, member: Member) =>
    isVersionConflict(error)
      ? t`Someone else changed ${fullName(member)} in the meantime. The list has been reloaded: check it and try again.`
      : (companySaveFailure(error, i18n, { conflicts: { ...lastManager, ...cannotDeactivateSelf, ...accountDisabled } }).message ?? '');

  /** Runs one action on a member as listed now; a refusal goes to `refused` (the dialog's, or above the list). */
  const run = async (member: Member, call: () => Promise<unknown>, done: string, refused = (text: string) => setNotice({ tone: 'refused', text })) => {
    setNotice(null);
    try {
      await call();
      setNotice({ tone: 'done', text: done });
      return true;
    } catch (error) {
      refused(failureOf(error, member));
      return false;
    }
  };

  return {
    notice,
    /** The member whose deactivation is being asked for, and why the last attempt failed. */
    asking,
    askFailure,
    busy: activation.isPending || resend.isPending,
    askDeactivate: (member: Member) => (setAskFailure(null), setNotice(null), setAsking(member)),
    cancelDeactivate: () => (setAsking(null), setAskFailure(null)),
    /** `member` as listed now: after a re-read its version is the new one. */
    deactivate: async (member: Member) => {
      setAskFailure(null);
      const call = () => activation.mutateAsync({ id: member.id, action: 'deactivate', version: member.version });
      const ok = await run(member, call, t`${fullName(member)} is deactivated.`, setAskFailure);
      if (ok) setAsking(null);
    },
    reactivate: (member: Member) =>
      void run(member, () => activation.mutateAsync({ id: member.id, action: 'reactivate', version: member.version }), t`${fullName(member)} is active again.`),
    resendInvitation: (member: Member) =>
      void run(member, () => resend.mutateAsync({ id: member.id, version: member.version }),
        t`The invitation was sent again to ${member.email}. Its link is valid for ${companyLimits.invitationDays} days.`),
    /** Says something done elsewhere on the page (an invitation, changed roles). */
    tell: (text: string) => setNotice({ tone: 'done', text }),
  };
}
