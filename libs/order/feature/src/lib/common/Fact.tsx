import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of Fact: its label and value. */
export interface FactProps {
  label: string;
  children: ReactNode;
}

/** One labelled fact of a detail view (an order, a document). */
export function Fact({ label, children }: FactProps) {
  return (
    <div>
      <Text size="sm" c="dimmed">{label}</Text>
      {/* Addresses and comments keep their line breaks; long words wrap at 360 px. */}
      <Text component="div" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{children}</Text>
    </div>
  );
}
