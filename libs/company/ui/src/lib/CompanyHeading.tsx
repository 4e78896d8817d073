import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The page heading of a company screen. */
export function CompanyHeading({ children }: { children: ReactNode }) {
  return <Title order={1}>{children}</Title>;
}
