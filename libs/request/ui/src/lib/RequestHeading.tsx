import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The page heading of a request screen. */
export function RequestHeading({ children }: { children: ReactNode }) {
  return <Title order={1}>{children}</Title>;
}
