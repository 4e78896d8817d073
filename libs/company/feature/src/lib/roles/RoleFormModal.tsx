import { useLingui } from '@lingui/react/macro';
import { Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useCreateRole, useOfferedRights, useUpdateRole } from '@portal/company-data-access';
import { roleInputSchema, type Right, type Role, type RoleInput } from '@portal/shared-api-contract';
import { companyLimits, rightGroups } from '@portal/shared-api-contract/vocabulary';
import type { Session } from '@portal/shared-data-access-http';
import { useState } from 'react';
import { CompanyFormModal, schemaFieldErrors, theirChangeRows, TheirChanges, useCompanySave } from '../common';
import { useFormErrors } from '../users/use-form-errors';
import { inPageOrder, rightGroupTitles, rightTexts, type RightGroup } from './right-texts';
import { draftOf, emptyRole, parseRole, roleConflicts, roleInputOf, roleMessages, type RoleDraft } from './role-rules';

/** Props of RoleFormModal (mounted while open): the session, the role as listed (none: a new one), and what follows. */
export interface RoleFormModalProps {
  session: Session;
  role?: Role;
  onClose: () => void;
  onSaved: (name: string) => void;
}

/** `Add role` or `Edit`: a name and the rights as grouped checkboxes, each with what it allows. */
export function RoleFormModal({ session, role, onClose, onSaved }: RoleFormModalProps) {
  const { t, i18n } = useLingui();
  const create = useCreateRole(session);
  const update = useUpdateRole(session);
  const saver = useCompanySave<RoleInput, Role>({
    create: (input, idempotencyKey) => create.mutateAsync({ input, idempotencyKey }),
    update: (input, version) => update.mutateAsync({ id: role!.id, input: { ...input, version } }),
    failure: { parseCurrent: parseRole, fieldMessages: roleMessages, conflicts: roleConflicts },
  });
  const [draft, setDraft] = useState<RoleDraft>(() => (role ? draftOf(role) : emptyRole));
  // The rights of the client's modules, and any the role holds already (a module the client has
  // lost since): the API refuses to give others.
  const offered = useOfferedRights(session).data;
  const shown = (right: Right) => !offered || offered.includes(right) || (role?.rights.includes(right) ?? false);
  // What someone else saved (409): kept through later failures, since the next save is based on it.
  const [theirs, setTheirs] = useState<Role | null>(null);
  if (saver.failure?.current && saver.failure.current !== theirs) setTheirs(saver.failure.current);
  const check = (d: RoleDraft) => schemaFieldErrors(roleInputSchema, roleInputOf(d), i18n, roleMessages);
  const { errors, onChange, onSubmit } = useFormErrors(check, saver.failure?.fieldErrors);
  const change = (patch: Partial<RoleDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    onChange(next, Object.keys(patch));
  };
  const submit = async () => {
    if (!onSubmit(draft)) return;
    if (await saver.save(roleInputOf(draft), role ? (theirs ?? role).version : undefined)) onSaved(draft.name.trim());
  };
  const rightNames = (rights: Right[]) => rights.map((r) => i18n._(rightTexts[r].name)).join(', ');
  const rows = theirs
    ? theirChangeRows(draftOf(theirs), draft, { name: t`Name`, rights: t`Rights` }, (field, v) => (field === 'rights' ? rightNames(v as Right[]) : String(v)))
    : [];
  const title = role ? t`Edit role ${role.name}` : t`Add role`;
  return (
    <CompanyFormModal opened title={title} submitLabel={role ? t`Save` : t`Add role`} onClose={onClose} onSubmit={submit} saving={saver.saving} error={saver.failure?.message}
      footer={<TheirChanges rows={rows} onTakeTheirs={() => theirs && change(draftOf(theirs))} />}>
      <TextInput label={t`Name`} description={t`Unique in your company; at most ${companyLimits.maxRoleName} characters.`} required value={draft.name}
        onChange={(e) => change({ name: e.currentTarget.value })} error={errors.name} errorProps={{ role: 'alert' }} />
      {(Object.keys(rightGroups) as RightGroup[]).filter((group) => rightGroups[group].some(shown)).map((group) => (
        <Checkbox.Group key={group} label={i18n._(rightGroupTitles[group])} value={draft.rights.filter((r) => (rightGroups[group] as readonly Right[]).includes(r))}
          onChange={(chosen) => change({ rights: inPageOrder([...draft.rights.filter((r) => !(rightGroups[group] as readonly Right[]).includes(r)), ...(chosen as Right[])]) })}
>
          <Stack gap="xs" mt="xs">
            {rightGroups[group].filter(shown).map((right) => (
              <Checkbox key={right} value={right} label={i18n._(rightTexts[right].name)} description={i18n._(rightTexts[right].explanation)} />
            ))}
          </Stack>
        </Checkbox.Group>
      ))}
      {errors.rights && <Text size="sm" c="red" role="alert">{errors.rights}</Text>}
    </CompanyFormModal>
  );
}
