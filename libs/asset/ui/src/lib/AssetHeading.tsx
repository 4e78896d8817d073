import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The page heading of a asset screen. */
export function AssetHeading({ children }: { children: ReactNode }) {
  return <Title order={1}>{children}</Title>;
}
