import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame every profile page renders in. */
export function ProfileSection({ children }: { children: ReactNode }) {
  return <Stack component="section" gap="md">{children}</Stack>;
}
