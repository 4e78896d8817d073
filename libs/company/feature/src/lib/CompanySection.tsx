import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame every company page renders in. */
export function CompanySection({ children }: { children: ReactNode }) {
  return <Stack component="section" gap="md">{children}</Stack>;
}
