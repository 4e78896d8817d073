import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ServiceConsent } from './use-service-consent';

/** Props of ConsentPrompt. */
export interface ConsentPromptProps {
  consent: ServiceConsent;
  /** What the visitor is asked about. */
  children: ReactNode;
  /** Floating over content (a map) rather than standing in for it: compact, with `Not now`. */
  floating?: boolean;
  /** Floating only: puts the notice aside so the content under it can be used as it is. */
  onDismiss?: () => void;
}

/** The contextual notice: what is asked, Accept once, Accept always, and the cookie preferences. */
export function ConsentPrompt({ consent, children, floating = false, onDismiss }: ConsentPromptProps) {
  const size = floating ? 'xs' : 'sm';
  return (
    <Paper withBorder p={floating ? 'sm' : 'md'} role="group" aria-label={consent.title} shadow={floating ? 'md' : undefined}>
      <Text size={floating ? 'sm' : undefined}>{children}</Text>
      <Group mt={floating ? 'xs' : 'md'} gap="xs">
        <Button size={size} onClick={consent.acceptOnce}>
          <Trans>Accept once</Trans>
        </Button>
        <Button size={size} variant="default" onClick={consent.acceptAlways}>
          <Trans>Accept always</Trans>
        </Button>
        {onDismiss && (
          <Button size={size} variant="subtle" onClick={onDismiss}>
            <Trans>Not now</Trans>
          </Button>
        )}
        <Anchor component="button" type="button" onClick={consent.openPreferences}>
          <Trans>Cookie preferences</Trans>
        </Anchor>
      </Group>
    </Paper>
  );
}
