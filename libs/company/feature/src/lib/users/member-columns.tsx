import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Text } from '@mantine/core';
import type { Member } from '@portal/shared-api-contract';
import { StatusBadge, type Column } from '@portal/shared-ui';
import type { ReactNode } from 'react';
import { fullName, memberStatusLabels, memberStatusTones } from './member-labels';
import { RoleBadges } from './RoleBadges';


// A deactivated member's texts are dimmed (gray 7 on white is 7.9:1, still readable); the status
// badge says it in words.
const dimmed = (m: Member, node: ReactNode) => (m.status === 'deactivated' ? <Text span inherit c="gray.7">{node}</Text> : node);

/** The users list's columns: name (yours marked), email, roles, status. */
export function memberColumns(i18n: I18n): Column<Member>[] {
  return [
    {
      key: 'name',
      header: i18n._(msg`Name`),
      primary: true,
      cell: (m) => dimmed(m, m.self ? i18n._(msg`${fullName(m)} (you)`) : fullName(m)),
    },
    { key: 'email', header: i18n._(msg`Email`), cell: (m) => dimmed(m, m.email) },
    { key: 'roles', priority: 2, header: i18n._(msg`Roles`), cell: (m) => <RoleBadges roles={m.roles} /> },
    { key: 'status', header: i18n._(msg`Status`), cell: (m) => <StatusBadge tone={memberStatusTones[m.status]}>{i18n._(memberStatusLabels[m.status])}</StatusBadge> },
  ];
}
