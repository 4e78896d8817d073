// How a member and their status read on the users page.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Member, MemberStatus } from '@portal/shared-api-contract';
import type { StatusTone } from '@portal/shared-ui';

export const memberStatusLabels: Record<MemberStatus, MessageDescriptor> = {
  invited: msg`Invited`,
  active: msg`Active`,
  deactivated: msg`Deactivated`,
};

/** Invited is waiting for them, active is fine, deactivated is switched off (not an error). */
export const memberStatusTones: Record<MemberStatus, StatusTone> = { invited: 'info', active: 'success', deactivated: 'neutral' };

export const fullName = (m: Pick<Member, 'firstName' | 'lastName'>) => `${m.firstName} ${m.lastName}`;
