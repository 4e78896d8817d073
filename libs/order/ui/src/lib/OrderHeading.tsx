import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The page heading of a order screen. */
export function OrderHeading({ children }: { children: ReactNode }) {
  return <Title order={1}>{children}</Title>;
}
