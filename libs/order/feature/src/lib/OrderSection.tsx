import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame every order page renders in. */
export function OrderSection({ children }: { children: ReactNode }) {
  return <Stack component="section" gap="md">{children}</Stack>;
}
