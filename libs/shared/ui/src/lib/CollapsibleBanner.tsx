import { Alert, Button, Group, Text } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';

/** Props of CollapsibleBanner. */
export interface CollapsibleBannerProps {
  title: ReactNode;
  /** What the banner says when minimised, e.g. "Important message". */
  minimisedLabel: ReactNode;
  expandLabel: string;
  minimiseLabel: string;
  color: 'yellow' | 'red' | 'blue';
  children: ReactNode;
  actions?: ReactNode;
}

/** A page-wide message the user can minimise to one line and expand again (spec §2, §4). */
export function CollapsibleBanner({ title, minimisedLabel, expandLabel, minimiseLabel, color, children, actions }: CollapsibleBannerProps) {
  const [expanded, setExpanded] = useState(true);
  const bodyId = useId();
  const toggle = (
    <Button variant="subtle" color="dark" size="compact-sm" style={{ flexShrink: 0 }} aria-expanded={expanded} aria-controls={bodyId} onClick={() => setExpanded(!expanded)}>
      {expanded ? minimiseLabel : expandLabel}
    </Button>
  );
  return (
    <Alert color={color} variant="light" radius={0} role="region" aria-label={typeof title === 'string' ? title : undefined} styles={{ message: { color: 'var(--mantine-color-dark-9)' } }}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={700} size="sm" c="dark.9" style={{ minWidth: 0 }}>
          {expanded ? title : minimisedLabel}
        </Text>
        {toggle}
      </Group>
      <div id={bodyId} hidden={!expanded}>
        <Text size="sm" c="dark.9" style={{ whiteSpace: 'pre-line' }}>
          {children}
        </Text>
        {actions && (
          <Group gap="xs" mt="xs">
            {actions}
          </Group>
        )}
      </div>
    </Alert>
  );
}
