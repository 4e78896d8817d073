import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The page heading of a profile screen. */
export function ProfileHeading({ children }: { children: ReactNode }) {
  return <Title order={1}>{children}</Title>;
}
