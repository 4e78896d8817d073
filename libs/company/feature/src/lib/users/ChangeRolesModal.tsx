import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useChangeMemberRoles } from '@portal/company-data-access';
import { memberRolesUpdateSchema, memberSchema, type Member, type RoleRef } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';
import { useState } from 'react';
import { CompanyFormModal, companySaveFailure, schemaFieldErrors, theirChangeRows, TheirChanges, type CompanySaveFailure } from '../common';
import { invitationMessages } from './invitation-rules';
import { fullName } from './member-labels';
import { lastManager } from './people-conflicts';
import { RolesField } from './RolesField';
import { useFormErrors } from './use-form-errors';

/** Props of ChangeRolesModal (mounted while open): the session, the member as listed, the roles, and what follows. */
export interface ChangeRolesModalProps {
  session: Session;
  member: Member;
  roles: RoleRef[];
  onClose: () => void;
  onChanged: (member: Member) => void;
}

const idsOf = (m: Member) => m.roles.map((r) => String(r.id));
const parseCurrent = (v: unknown) => memberSchema.safeParse(v).data ?? null;

/** `Change roles` of one member, with the version it was read at; after a version conflict, theirs. */
export function ChangeRolesModal({ session, member, roles, onClose, onChanged }: ChangeRolesModalProps) {
  const { t, i18n } = useLingui();
  const change = useChangeMemberRoles(session);
  const [roleIds, setRoleIds] = useState(() => idsOf(member));
  const [failure, setFailure] = useState<CompanySaveFailure<Member> | null>(null);
  // After a version conflict the next save is based on their version, shown next to the user's choice.
  const basis = failure?.current ?? member;
  const check = ({ ids }: { ids: string[] }) => schemaFieldErrors(memberRolesUpdateSchema, { roleIds: ids.map(Number), version: basis.version }, i18n, invitationMessages);
  const { errors, onChange, onSubmit } = useFormErrors(check, failure?.fieldErrors);
  const name = fullName(member);
  const roleName = (id: string) => [...roles, ...basis.roles].find((r) => String(r.id) === id)?.name ?? `#${id}`;
  const theirs = failure?.current
    ? theirChangeRows({ roleIds: idsOf(failure.current) }, { roleIds }, { roleIds: t`Roles` }, (_f, ids) => ids.map(roleName).join(', '))
    : [];

  const submit = async () => {
    if (!onSubmit({ ids: roleIds })) return;
    setFailure(null);
    try {
      onChanged(await change.mutateAsync({ id: member.id, input: { roleIds: roleIds.map(Number), version: basis.version } }));
    } catch (error) {
      // Keeps their version when the next attempt fails otherwise: the basis must stay theirs.
      const next = companySaveFailure(error, i18n, { parseCurrent, conflicts: lastManager, fieldMessages: invitationMessages });
      setFailure(next.current || !failure?.current ? next : { ...next, current: failure.current });
    }
  };
  return (
    <CompanyFormModal opened title={t`Change roles of ${name}`} onClose={onClose} onSubmit={submit} saving={change.isPending} error={failure?.message}
      footer={<TheirChanges rows={theirs} onTakeTheirs={() => failure?.current && setRoleIds(idsOf(failure.current))} />}>
      <Text size="sm">{member.email}</Text>
      <RolesField roles={roles} held={basis.roles} value={roleIds} error={errors.roleIds}
        onChange={(ids) => {
          setRoleIds(ids);
          onChange({ ids }, ['roleIds']);
        }} />
    </CompanyFormModal>
  );
}
