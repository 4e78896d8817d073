import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useArchiveRole, useOfferedRights, useRoles } from '@portal/company-data-access';
import type { RoleSearch } from '@portal/company-util';
import type { Role } from '@portal/shared-api-contract';
import { hasRight, type Session } from '@portal/shared-data-access-http';
import { EmptyState, PageHeader, SwitchFilter, type ListSearchProps } from '@portal/shared-ui';
import { useState } from 'react';
import type { ArchiveAction } from '../common';
import { RoleArchiveButton } from './RoleArchiveButton';
import { RoleCard } from './RoleCard';
import { RoleFormModal } from './RoleFormModal';

/** Props of RolesPage: the session, the URL search (`Show archived`) and what follows a change of roles. */
export interface RolesPageProps extends ListSearchProps<RoleSearch> {
  session: Session;
  /**
   * After a role was added, changed, archived or restored: the order approval settings list the
   * roles and which hold APPROVE_ORDERS, so the app has them read again.
   */
  onRolesChanged?: () => void;
}

/** The open dialog: adding a role, or editing one. */
type Dialog = { kind: 'add' } | { kind: 'edit'; roleId: number };

/** Roles (`/order/company/roles`, MANAGE_ROLES_AND_USERS only): the rights each role gives, grouped and explained. */
export function RolesPage({ session, search, onSearchChange, onRolesChanged }: RolesPageProps) {
  const { t } = useLingui();
  const { data: roles } = useRoles(session, search);
  const archive = useArchiveRole(session);
  // Read with the page, so the role dialog offers the company's rights from its first paint.
  useOfferedRights(session);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The route lets only managers in; the API checks again. Without the right nothing would work.
  const manages = hasRight(session, 'MANAGE_ROLES_AND_USERS');
  // The dialog edits the role as listed now: after a re-read (409) that is the new version.
  const editing = dialog?.kind === 'edit' ? roles.find((r) => r.id === dialog.roleId) : undefined;

  const archiveControl = (role: Role) => (
    <RoleArchiveButton session={session} role={role}
      run={(action: ArchiveAction, version) => (setNotice(null), archive.mutateAsync({ id: role.id, action, version }))}
      onDone={(action) => {
        setNotice(action === 'archive' ? t`The role ${role.name} is archived.` : t`The role ${role.name} is restored.`);
        onRolesChanged?.();
      }} />
  );
  const close = () => setDialog(null);
  const done = (name: string) => {
    close();
    setNotice(t`The role ${name} is saved.`);
    onRolesChanged?.();
  };

  return (
    <>
      <PageHeader title={t`Roles`} description={t`A role is a set of rights. Users have the rights of all their roles together.`} />
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <SwitchFilter label={t`Show archived`} checked={search.archived === true} onChange={(on) => onSearchChange(on ? { ...search, archived: true } : {})} />
          {manages && <Button onClick={() => (setNotice(null), setDialog({ kind: 'add' }))}>{t`Add role`}</Button>}
        </Group>
        {notice && <Alert color="green" role="status">{notice}</Alert>}
        {roles.length === 0 ? (
          <EmptyState title={t`No roles yet`} description={t`Add a role to give users rights.`} />
        ) : (
          roles.map((role) => (
            <RoleCard key={role.id} role={role} archiveControl={manages && archiveControl(role)}
              onEdit={manages && !role.archived ? () => (setNotice(null), setDialog({ kind: 'edit', roleId: role.id })) : undefined} />
          ))
        )}
      </Stack>
      {manages && dialog?.kind === 'add' && <RoleFormModal session={session} onClose={close} onSaved={done} />}
      {manages && editing && <RoleFormModal session={session} role={editing} onClose={close} onSaved={done} />}
    </>
  );
}
