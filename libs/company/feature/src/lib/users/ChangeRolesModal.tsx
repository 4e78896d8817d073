import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useChangeMemberProjects, useChangeMemberRoles, useProjectOptions } from '@portal/company-data-access';
import { memberProjectsUpdateSchema, memberRolesUpdateSchema, memberSchema, type Member, type RoleRef } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';
import { useState } from 'react';
import { CompanyFormModal, companySaveFailure, schemaFieldErrors, theirChangeRows, TheirChanges, type CompanySaveFailure } from '../common';
import { memberMessages } from './invitation-rules';
import { fullName } from './member-labels';
import { lastManager } from './people-conflicts';
import { ProjectLimitField } from './ProjectLimitField';
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
const projectIdsOf = (m: Member) => (m.projectIds ?? []).map(String);
/** The limit as the API takes it: null when `Only these projects` is not ticked. */
const limitOf = (limited: boolean, ids: string[]) => (limited ? ids.map(Number) : null);
const sameLimit = (a: number[] | null, b: number[] | null) => JSON.stringify(a && [...a].sort()) === JSON.stringify(b && [...b].sort());
const parseCurrent = (v: unknown) => memberSchema.safeParse(v).data ?? null;

/**
 * `Change roles` of one member, and `Only these projects`, with the version it was read at; after a
 * version conflict, theirs. The roles are saved first, then the limit on the version that gave.
 */
export function ChangeRolesModal({ session, member, roles, onClose, onChanged }: ChangeRolesModalProps) {
  const { t, i18n } = useLingui();
  const change = useChangeMemberRoles(session);
  const changeProjects = useChangeMemberProjects(session);
  const { data: projectOptions } = useProjectOptions(session);
  const [roleIds, setRoleIds] = useState(() => idsOf(member));
  const [limited, setLimited] = useState(member.projectIds !== null);
  const [projectIds, setProjectIds] = useState(() => projectIdsOf(member));
  const [failure, setFailure] = useState<CompanySaveFailure<Member> | null>(null);
  // After a version conflict the next save is based on their version, shown next to the user's choice.
  const basis = failure?.current ?? member;
  type Draft = { ids: string[]; limited: boolean; projects: string[] };
  const check = ({ ids, limited, projects }: Draft) => ({
    ...schemaFieldErrors(memberRolesUpdateSchema, { roleIds: ids.map(Number), version: basis.version }, i18n, memberMessages),
    ...schemaFieldErrors(memberProjectsUpdateSchema, { projectIds: limitOf(limited, projects), version: basis.version }, i18n, memberMessages),
  });
  const { errors, onChange, onSubmit } = useFormErrors(check, failure?.fieldErrors);
  const name = fullName(member);
  const roleName = (id: string) => [...roles, ...basis.roles].find((r) => String(r.id) === id)?.name ?? `#${id}`;
  const theirs = failure?.current
    ? theirChangeRows({ roleIds: idsOf(failure.current) }, { roleIds }, { roleIds: t`Roles` }, (_f, ids) => ids.map(roleName).join(', '))
    : [];

  const submit = async () => {
    if (!onSubmit({ ids: roleIds, limited, projects: projectIds })) return;
    setFailure(null);
    try {
      const saved = await change.mutateAsync({ id: member.id, input: { roleIds: roleIds.map(Number), version: basis.version } });
      const limit = limitOf(limited, projectIds);
      onChanged(sameLimit(saved.projectIds, limit) ? saved : await changeProjects.mutateAsync({ id: member.id, input: { projectIds: limit, version: saved.version } }));
    } catch (error) {
      // Keeps their version when the next attempt fails otherwise: the basis must stay theirs.
      const next = companySaveFailure(error, i18n, { parseCurrent, conflicts: lastManager, fieldMessages: memberMessages });
      setFailure(next.current || !failure?.current ? next : { ...next, current: failure.current });
    }
  };
  return (
    <CompanyFormModal opened title={t`Change roles of ${name}`} onClose={onClose} onSubmit={submit} saving={change.isPending || changeProjects.isPending} error={failure?.message}
      footer={<TheirChanges rows={theirs} onTakeTheirs={() => failure?.current && setRoleIds(idsOf(failure.current))} />}>
      <Text size="sm">{member.email}</Text>
      <RolesField roles={roles} held={basis.roles} value={roleIds} error={errors.roleIds}
        onChange={(ids) => {
          setRoleIds(ids);
          onChange({ ids, limited, projects: projectIds }, ['roleIds']);
        }} />
      <ProjectLimitField projects={projectOptions?.items ?? []} limited={limited} value={projectIds} error={errors.projectIds}
        onLimitedChange={(next) => {
          setLimited(next);
          onChange({ ids: roleIds, limited: next, projects: projectIds }, ['projectIds']);
        }}
        onChange={(ids) => {
          setProjectIds(ids);
          onChange({ ids: roleIds, limited, projects: ids }, ['projectIds']);
        }} />
    </CompanyFormModal>
  );
}
