import { useRoleArchiveImpact } from '@portal/company-data-access';
import type { Role } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';
import { useState } from 'react';
import { ArchiveRestoreButton, type ArchiveRestoreButtonProps } from '../common';
import { RoleArchiveImpact } from './RoleArchiveImpact';
import { roleConflicts } from './role-rules';

/** Props of RoleArchiveButton: the role, and the call and follow-up of ArchiveRestoreButton. */
export interface RoleArchiveButtonProps extends Pick<ArchiveRestoreButtonProps, 'run' | 'onDone'> {
  session: Session;
  role: Role;
}

/**
 * `Archive` / `Restore` for a role. The confirmation first reads who would lose which rights, and
 * its `Archive` waits for that answer: nobody archives a role without having been told.
 */
export function RoleArchiveButton({ session, role, run, onDone }: RoleArchiveButtonProps) {
  const [asking, setAsking] = useState(false);
  // The same query RoleArchiveImpact shows: one request, started when the confirmation opens.
  const impact = useRoleArchiveImpact(session, role.id, asking);
  return (
    <ArchiveRestoreButton name={role.name} archived={role.archived} version={role.version} conflicts={roleConflicts}
      consequence={<RoleArchiveImpact session={session} role={role} />}
      confirmDisabled={!impact.isSuccess} onAskingChange={setAsking} run={run} onDone={onDone} />
  );
}
