import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One fact of a request: a dimmed label over its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">{label}</Text>
      {/* Notes keep their line breaks; long words wrap at 360 px. */}
      <Text component="div" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{children}</Text>
    </div>
  );
}
