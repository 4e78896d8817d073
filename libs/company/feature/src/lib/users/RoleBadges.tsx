import { useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import type { RoleRef } from '@portal/shared-api-contract';
import { ArchiveIcon, StatusBadge } from '@portal/shared-ui';

/** Props of RoleBadges: a member's roles, archived ones included. */
export interface RoleBadgesProps {
  roles: RoleRef[];
}

/** A member's roles as badges; an archived one (it gives no rights now) in grey with the archive icon and the word. */
export function RoleBadges({ roles }: RoleBadgesProps) {
  const { t } = useLingui();
  if (roles.length === 0) return <>—</>;
  return (
    <Group gap={4} wrap="wrap">
      {roles.map((r) =>
        r.archived ? (
          <StatusBadge key={r.id} tone="neutral">
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
              <ArchiveIcon size={12} />
              {t`${r.name} (archived)`}
            </span>
          </StatusBadge>
        ) : (
          <StatusBadge key={r.id} tone="info">{r.name}</StatusBadge>
        ),
      )}
    </Group>
  );
}
