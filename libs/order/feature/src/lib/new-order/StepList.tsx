import { useLingui } from '@lingui/react/macro';
import { Group, UnstyledButton, Text } from '@mantine/core';
import type { DraftStep } from '@portal/order-data-access';

/** Props of StepList: the steps' titles, the current one and how to go to another. */
export interface StepListProps {
  titles: string[];
  current: DraftStep;
  onSelect: (step: DraftStep) => void;
}

/** The three steps as a numbered list of buttons; the current one is marked for screen readers too. */
export function StepList({ titles, current, onSelect }: StepListProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Steps`}>
      <Group component="ol" gap="xs" p={0} m={0} mb="md" wrap="nowrap" style={{ listStyle: 'none' }}>
        {titles.map((title, index) => {
          const active = index === current;
          return (
            <li key={title} style={{ flex: 1, minWidth: 0 }}>
              <UnstyledButton
                aria-current={active ? 'step' : undefined}
                onClick={() => onSelect(index as DraftStep)}
                w="100%"
                py={8}
                px={4}
                style={{ borderBottom: `3px solid var(--mantine-color-${active ? 'brand-8' : 'gray-3'})`, minHeight: 44 }}
              >
                {/* Wraps onto a second line at 360 px rather than cutting a step's name ("2. Okres i d…"). */}
                <Text size="sm" fw={active ? 700 : 500} c={active ? 'brand.8' : undefined} lh={1.3}>
                  {index + 1}. {title}
                </Text>
              </UnstyledButton>
            </li>
          );
        })}
      </Group>
    </nav>
  );
}
