import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The page heading of a shared screen. */
export function SharedHeading({ children }: { children: ReactNode }) {
  return <Title order={1}>{children}</Title>;
}
