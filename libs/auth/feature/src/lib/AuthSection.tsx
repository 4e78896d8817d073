import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame every auth page renders in. */
export function AuthSection({ children }: { children: ReactNode }) {
  return <Stack component="section" gap="md">{children}</Stack>;
}
