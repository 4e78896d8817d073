import { useLingui } from '@lingui/react/macro';
import { Button, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of ErrorState: an optional title and explanation, and how to try again. */
export interface ErrorStateProps {
  /** "This could not be loaded" unless told. */
  title?: ReactNode;
  description?: ReactNode;
  onRetry: () => void;
}

/** A failed load, announced, with "Try again"; it never shows technical details (they go to logging). */
export function ErrorState({ title, description, onRetry }: ErrorStateProps) {
  const { t } = useLingui();
  return (
    <Paper role="alert" withBorder p="lg" bd="1px solid var(--mantine-color-red-3)">
      <Stack gap="xs" align="flex-start">
        <Text fw={700}>{title ?? t`This could not be loaded`}</Text>
        {description && <Text c="dimmed">{description}</Text>}
        <Button onClick={onRetry}>{t`Try again`}</Button>
      </Stack>
    </Paper>
  );
}
