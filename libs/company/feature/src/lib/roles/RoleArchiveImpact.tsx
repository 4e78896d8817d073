import { Plural, useLingui } from '@lingui/react/macro';
import { Alert, Loader, Group, Stack, Text } from '@mantine/core';
import { useRoleArchiveImpact } from '@portal/company-data-access';
import type { Role } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';
import { inPageOrder, rightTexts } from './right-texts';

/** Props of RoleArchiveImpact: the session and the role about to be archived. */
export interface RoleArchiveImpactProps {
  session: Session;
  role: Role;
}

/**
 * What archiving a role does, read from the API when the confirmation opens: who loses which
 * rights (rights another of their roles gives are kept), or that nobody loses any.
 */
export function RoleArchiveImpact({ session, role }: RoleArchiveImpactProps) {
  const { t, i18n } = useLingui();
  const impact = useRoleArchiveImpact(session, role.id, true);
  const restoreNote = <Text size="sm">{t`You can restore the role at any time; its users then get its rights back.`}</Text>;
  if (impact.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{t`Checking who would lose which rights…`}</Text>
      </Group>
    );
  if (impact.isError) return <Alert color="red" role="alert">{t`We could not check who would lose rights. Close this and try again before you archive the role.`}</Alert>;
  const { members } = impact.data;
  if (members.length === 0)
    return (
      <Stack gap="xs">
        <Text>{t`Nobody loses a right: no active user has this role, or they have its rights through another role too.`}</Text>
        {restoreNote}
      </Stack>
    );
  return (
    <Stack gap="xs">
      <Text>
        <Plural value={members.length} one="# user loses rights:" other="# users lose rights:" />
      </Text>
      <ul aria-label={t`Who loses which rights`} style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {members.map((m) => (
          <li key={m.id}>
            <Text size="sm">
              <Text span inherit fw={600}>{`${m.firstName} ${m.lastName}`}</Text>
              {': '}
              {inPageOrder(m.loses).map((r) => i18n._(rightTexts[r].name)).join(', ')}
            </Text>
          </li>
        ))}
      </ul>
      {restoreNote}
    </Stack>
  );
}
