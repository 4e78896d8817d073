import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** Props of ProfileSection: its heading, an optional line under it, and its content. */
export interface ProfileSectionProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** One part of the profile page, a region named by its level-two heading. */
export function ProfileSection({ title, description, children }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h3" id={headingId}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
