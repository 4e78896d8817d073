import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of PageHeader: the page's title and an optional line under it. */
export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
}

/** The one level-one heading of a page. */
export function PageHeader({ title, description }: PageHeaderProps) {
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      {description && <Text c="dimmed">{description}</Text>}
    </Stack>
  );
}
