import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useExportMembers, useMembers, useRoleOptions } from '@portal/company-data-access';
import type { MemberSearch } from '@portal/company-util';
import type { Member } from '@portal/shared-api-contract';
import { hasRight, type Session } from '@portal/shared-data-access-http';
import { ExportButtons, FilterChips, filterChips, ListFilters, ListLayout, type ListSearchProps, PageHeader, useListSearch } from '@portal/shared-ui';
import { useState } from 'react';
import { ChangeRolesModal } from './ChangeRolesModal';
import { DeactivateDialog } from './DeactivateDialog';
import { InviteUserModal } from './InviteUserModal';
import { MemberActions } from './MemberActions';
import { fullName } from './member-labels';
import { MembersList } from './MembersList';
import { useMemberStatus } from './use-member-status';
import { userFilterFields } from './user-filters';

/** Props of UsersPage: the session and the list's URL search. */
export interface UsersPageProps extends ListSearchProps<MemberSearch> {
  session: Session;
}

/** The open dialog: inviting, or changing one member's roles. */
type Dialog = { kind: 'invite' } | { kind: 'roles'; memberId: number };

/**
 * Users (`/order/company/users`): the client's members with their roles and status. Managers
 * (MANAGE_ROLES_AND_USERS) invite, change roles, deactivate and reactivate; the others read.
 */
export function UsersPage({ session, search, onSearchChange }: UsersPageProps) {
  const { t, i18n } = useLingui();
  const { data: page } = useMembers(session, search);
  const { data: roles } = useRoleOptions(session);
  const exportList = useExportMembers(session, search);
  const { setFilters, setPage, clearAll } = useListSearch({ search, onSearchChange });
  const fields = userFilterFields(i18n, roles);
  const chips = filterChips(i18n, fields, search, setFilters);
  const status = useMemberStatus(session);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // The API checks the right again; without it the controls would only lead to a refusal.
  const manages = hasRight(session, 'MANAGE_ROLES_AND_USERS');
  // Dialogs act on the member as listed now: after a re-read (409) that is the new version.
  const listed = (id: number) => page.items.find((m) => m.id === id);
  const roleMember = dialog?.kind === 'roles' ? listed(dialog.memberId) : undefined;
  const asking = status.asking && (listed(status.asking.id) ?? status.asking);

  const invited = (m: Member) => {
    setDialog(null);
    // The same words whether the address had an account or not: the answer does not tell (issue 31).
    status.tell(t`${fullName(m)} is invited by mail and becomes a user of your company on accepting.`);
  };
  const rowActions = manages
    ? (m: Member) => (
        <MemberActions member={m} onChangeRoles={() => setDialog({ kind: 'roles', memberId: m.id })} onDeactivate={status.askDeactivate}
          onReactivate={status.reactivate} onResendInvitation={status.resendInvitation} />
      )
    : undefined;

  return (
    <>
      <PageHeader title={t`Users`} description={t`Who in your company uses the portal, with their roles.`} />
      <ListLayout
        filters={<ListFilters fields={fields} search={search} setFilters={setFilters} />}
        activeFilterCount={chips.length}
        chips={<FilterChips chips={chips} onClearAll={clearAll} />}
        toolbar={
          <Group justify="flex-end" gap="sm" wrap="wrap">
            {manages && <Button onClick={() => setDialog({ kind: 'invite' })}>{t`Invite user`}</Button>}
            <ExportButtons onExport={exportList} />
          </Group>
        }
      >
        <Stack gap="sm">
          {status.notice && (
            <Alert color={status.notice.tone === 'done' ? 'green' : 'red'} role={status.notice.tone === 'done' ? 'status' : 'alert'}>{status.notice.text}</Alert>
          )}
          <MembersList page={page} filtered={chips.length > 0} rowActions={rowActions} onPage={setPage} />
        </Stack>
      </ListLayout>
      {manages && dialog?.kind === 'invite' && <InviteUserModal session={session} roles={roles} onClose={() => setDialog(null)} onInvited={invited} />}
      {manages && roleMember && (
        <ChangeRolesModal session={session} member={roleMember} roles={roles} onClose={() => setDialog(null)}
          onChanged={(m) => (setDialog(null), status.tell(t`The roles of ${fullName(m)} are saved.`))} />
      )}
      {manages && asking && (
        <DeactivateDialog member={asking} clientName={session.client.name} busy={status.busy} failure={status.askFailure}
          onClose={status.cancelDeactivate} onConfirm={() => void status.deactivate(asking)} />
      )}
    </>
  );
}
