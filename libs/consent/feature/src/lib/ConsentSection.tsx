import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame every consent page renders in. */
export function ConsentSection({ children }: { children: ReactNode }) {
  return <Stack component="section" gap="md">{children}</Stack>;
}
