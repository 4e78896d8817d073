import { Plural, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Role } from '@portal/shared-api-contract';
import { ArchivedMark } from '@portal/shared-ui';
import { useId, type ReactNode } from 'react';
import { RoleRights } from './RoleRights';

/** Props of RoleCard: the role, and its `Edit` and archive controls (managers only). */
export interface RoleCardProps {
  role: Role;
  onEdit?: () => void;
  archiveControl?: ReactNode;
}

// Reduced emphasis that still reads: gray 7 on gray 1 is 7.3:1 (as the list kit's archived rows).
const archivedCard = { backgroundColor: 'var(--mantine-color-gray-1)', color: 'var(--mantine-color-gray-7)' };

/** One role: its name, how many active users have it, its rights by group; archived ones greyed with the archive icon. */
export function RoleCard({ role, onEdit, archiveControl }: RoleCardProps) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p={{ base: 'sm', sm: 'md' }} style={role.archived ? archivedCard : undefined} data-archived={role.archived || undefined}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>{role.name}</Title>
            <Group gap="sm">
              <Text size="sm">
                <Plural value={role.memberCount} _0="No active users" one="# active user" other="# active users" />
              </Text>
              {role.archived && <ArchivedMark />}
            </Group>
          </div>
          {(onEdit || archiveControl) && (
            <Group gap="xs" wrap="wrap">
              {onEdit && <Button size="xs" variant="default" onClick={onEdit} aria-label={t`Edit: ${role.name}`}>{t`Edit`}</Button>}
              {archiveControl}
            </Group>
          )}
        </Group>
        <RoleRights rights={role.rights} />
      </Stack>
    </Paper>
  );
}
