import { useLingui } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import type { Member } from '@portal/shared-api-contract';
import { fullName } from './member-labels';

/** What a manager can do with one member; each opens a dialog or runs at once. */
export interface MemberActionHandlers {
  onChangeRoles: (member: Member) => void;
  onDeactivate: (member: Member) => void;
  onReactivate: (member: Member) => void;
  onResendInvitation: (member: Member) => void;
}

/** Props of MemberActions: the member and the handlers. */
export interface MemberActionsProps extends MemberActionHandlers {
  member: Member;
}

/**
 * The `Actions` menu of one member: `Change roles`; `Send invitation again` while invited;
 * `Deactivate` (never on the user's own row: no one locks themselves out) or `Reactivate`.
 */
export function MemberActions({ member, onChangeRoles, onDeactivate, onReactivate, onResendInvitation }: MemberActionsProps) {
  const { t } = useLingui();
  const name = fullName(member);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="default" aria-label={t`Actions for ${name}`}>{t`Actions`}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onChangeRoles(member)}>{t`Change roles`}</Menu.Item>
        {member.status === 'invited' && <Menu.Item onClick={() => onResendInvitation(member)}>{t`Send invitation again`}</Menu.Item>}
        {member.status === 'deactivated' && <Menu.Item onClick={() => onReactivate(member)}>{t`Reactivate`}</Menu.Item>}
        {member.status !== 'deactivated' && !member.self && <Menu.Item onClick={() => onDeactivate(member)}>{t`Deactivate`}</Menu.Item>}
      </Menu.Dropdown>
    </Menu>
  );
}
