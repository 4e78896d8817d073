import { useLingui } from '@lingui/react/macro';
import { Group, TextInput } from '@mantine/core';
import { useInviteMember } from '@portal/company-data-access';
import { invitationSchema, type Invitation, type Member, type RoleRef } from '@portal/shared-api-contract';
import { companyLimits } from '@portal/shared-api-contract/vocabulary';
import type { Session } from '@portal/shared-data-access-http';
import { useRef, useState, type ChangeEvent } from 'react';
import { CompanyFormModal, schemaFieldErrors, useCompanySave } from '../common';
import { alreadyMember, emptyInvitation, invitationMessages, invitationOf, type InvitationDraft } from './invitation-rules';
import { RolesField } from './RolesField';
import { useFormErrors } from './use-form-errors';

/** Props of InviteUserModal (mounted while open): the session, the roles to give, and what follows. */
export interface InviteUserModalProps {
  session: Session;
  roles: RoleRef[];
  onClose: () => void;
  /** The new member, as the API answered (invited, or active when they had an account already). */
  onInvited: (member: Member) => void;
}

/** `Invite user`: email, name and roles. The typed values stay through any refusal. */
export function InviteUserModal({ session, roles, onClose, onInvited }: InviteUserModalProps) {
  const { t, i18n } = useLingui();
  const invite = useInviteMember(session);
  const invited = useRef<Member | null>(null);
  const saver = useCompanySave<Invitation, never>({
    create: async (input, idempotencyKey) => {
      invited.current = await invite.mutateAsync({ input, idempotencyKey });
    },
    failure: { fieldMessages: invitationMessages, conflicts: alreadyMember },
  });
  const [draft, setDraft] = useState<InvitationDraft>(emptyInvitation);
  const check = (d: InvitationDraft) => schemaFieldErrors(invitationSchema, invitationOf(d), i18n, invitationMessages);
  const { errors, onChange, onSubmit } = useFormErrors(check, saver.failure?.fieldErrors);
  const change = (patch: Partial<InvitationDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    onChange(next, Object.keys(patch));
  };
  const submit = async () => {
    if (!onSubmit(draft)) return;
    if (await saver.save(invitationOf(draft))) onInvited(invited.current!);
  };
  const { invitationDays, maxName } = companyLimits;
  const field = (name: 'firstName' | 'lastName') => ({
    value: draft[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => change({ [name]: e.currentTarget.value }),
    error: errors[name],
    errorProps: { role: 'alert' },
    required: true,
    description: t`At most ${maxName} characters.`,
  });
  return (
    <CompanyFormModal opened title={t`Invite user`} submitLabel={t`Invite user`} onClose={onClose} onSubmit={submit} saving={saver.saving} error={saver.failure?.message}>
      <TextInput type="email" label={t`Email`} required autoComplete="off" value={draft.email} onChange={(e) => change({ email: e.currentTarget.value })}
        description={t`Someone new gets a mail with a link to set a password, valid for ${invitationDays} days. Someone with an account is asked to join and does once they accept.`}
        error={errors.email} errorProps={{ role: 'alert' }} />
      <Group grow align="flex-start" wrap="wrap">
        <TextInput label={t`First name`} {...field('firstName')} />
        <TextInput label={t`Last name`} {...field('lastName')} />
      </Group>
      <RolesField roles={roles} value={draft.roleIds} onChange={(roleIds) => change({ roleIds })} error={errors.roleIds} />
    </CompanyFormModal>
  );
}
