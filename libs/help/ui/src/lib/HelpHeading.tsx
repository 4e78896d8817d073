import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The page heading of a help screen. */
export function HelpHeading({ children }: { children: ReactNode }) {
  return <Title order={1}>{children}</Title>;
}
