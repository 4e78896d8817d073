import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a status means, not its colour: each tone is a background and a text colour. */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** Props of StatusBadge: the tone of the status and its (translated) name. */
export interface StatusBadgeProps {
  tone: StatusTone;
  children: ReactNode;
}

// Mantine's own light text (shade 9) is below 4.5:1 on green, yellow and orange, so each tone
// names a darker text; contrast against its background in the comment (WCAG 1.4.3).
const tones: Record<StatusTone, { bg: string; c: string }> = {
  neutral: { bg: 'gray.1', c: '#343a40' }, // 10.3:1
  info: { bg: 'blue.1', c: '#0b4f8a' }, // 6.8:1
  success: { bg: 'green.1', c: '#1e6b30' }, // 5.7:1
  warning: { bg: 'yellow.1', c: '#7a4100' }, // 7.3:1
  danger: { bg: 'red.1', c: '#a51d1d' }, // 6.2:1
};

/** A status as a soft-coloured label with readable text; the words carry the meaning, not the colour. */
export function StatusBadge({ tone, children }: StatusBadgeProps) {
  const { bg, c } = tones[tone];
  return (
    // A status is a word or two: it keeps its whole width rather than being cut to "Op…".
    <Badge variant="light" bg={bg} c={c} tt="none" fw={600} radius="sm" data-tone={tone} style={{ flexShrink: 0 }} styles={{ label: { overflow: 'visible' } }}>
      {children}
    </Badge>
  );
}
