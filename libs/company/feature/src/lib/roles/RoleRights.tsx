import { useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import type { Right } from '@portal/shared-api-contract';
import { rightGroups } from '@portal/shared-api-contract/vocabulary';
import { rightGroupTitles, rightTexts, type RightGroup } from './right-texts';

/** Props of RoleRights: the role's rights. */
export interface RoleRightsProps {
  rights: Right[];
}

const list = { margin: 0, paddingInlineStart: '1.25rem' } as const;

/** A role's rights by group, each with its name and what it lets a user do; groups it has none of are left out. */
export function RoleRights({ rights }: RoleRightsProps) {
  const { t, i18n } = useLingui();
  const groups = (Object.keys(rightGroups) as RightGroup[])
    .map((group) => ({ group, held: rightGroups[group].filter((r) => rights.includes(r)) }))
    .filter((g) => g.held.length > 0);
  if (groups.length === 0) return <Text size="sm">{t`This role gives no rights: its users can only read what every user sees.`}</Text>;
  return (
    <Stack gap="sm">
      {groups.map(({ group, held }) => (
        <div key={group}>
          <Title order={3} size="h6">{i18n._(rightGroupTitles[group])}</Title>
          <ul style={list}>
            {held.map((right) => (
              <li key={right}>
                <Text size="sm">
                  <Text span inherit fw={600}>{i18n._(rightTexts[right].name)}</Text>
                  {': '}
                  {i18n._(rightTexts[right].explanation)}
                </Text>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Stack>
  );
}
