import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame every request page renders in. */
export function RequestSection({ children }: { children: ReactNode }) {
  return <Stack component="section" gap="md">{children}</Stack>;
}
