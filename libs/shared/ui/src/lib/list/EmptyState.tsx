import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of EmptyState: what is (not) there, why or what next, and an optional way forward. */
export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** e.g. a "Clear all filters" button or a link to create the first item. */
  action?: ReactNode;
}

/** Shown instead of a list with no items. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" px="md" ta="center">
      <Text fw={700} size="lg">
        {title}
      </Text>
      {description && <Text c="dimmed">{description}</Text>}
      {action}
    </Stack>
  );
}
