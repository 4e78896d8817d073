import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ServiceConsent } from './use-service-consent';

/** Props of ConsentPrompt. */
export interface ConsentPromptProps {
  consent: ServiceConsent;
  /** What the visitor is asked about. */
  children: ReactNode;
  /** Floating over content (a map) rather than standing in for it. */
  floating?: boolean;
}

/** The contextual notice: what is asked, Accept once, Accept always, and the cookie preferences. */
export function ConsentPrompt({ consent, children, floating = false }: ConsentPromptProps) {
  return (
    <Paper withBorder p="md" role="group" aria-label={consent.title} shadow={floating ? 'md' : undefined}>
      <Text>{children}</Text>
      <Group mt="md" gap="sm">
        <Button onClick={consent.acceptOnce}>
          <Trans>Accept once</Trans>
        </Button>
        <Button variant="default" onClick={consent.acceptAlways}>
          <Trans>Accept always</Trans>
        </Button>
        <Anchor component="button" type="button" onClick={consent.openPreferences}>
          <Trans>Cookie preferences</Trans>
        </Anchor>
      </Group>
    </Paper>
  );
}
