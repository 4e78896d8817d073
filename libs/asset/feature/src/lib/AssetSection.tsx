import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame every asset page renders in. */
export function AssetSection({ children }: { children: ReactNode }) {
  return <Stack component="section" gap="md">{children}</Stack>;
}
