import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame every shell page renders in. */
export function ShellSection({ children }: { children: ReactNode }) {
  return <Stack component="section" gap="md">{children}</Stack>;
}
