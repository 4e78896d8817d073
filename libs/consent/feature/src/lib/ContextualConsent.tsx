import { Anchor, Box, Button, Group, Paper, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { ANALYTICS_SERVICE_NAME } from '@portal/consent-data-access';
import type { ReactNode } from 'react';
import { useConsentController, useConsentSnapshot } from './consent-context';

/** Props of ContextualConsent. */
export interface ContextualConsentProps {
  /** The embedded frame (map, video), rendered only once its service may run. */
  children: ReactNode;
  /** The service the frame belongs to; the one registered service by default. */
  service?: string;
}

/** Stands in for an embedded frame until its service is consented: accept once, or always. */
export function ContextualConsent({ children, service = ANALYTICS_SERVICE_NAME }: ContextualConsentProps) {
  const controller = useConsentController();
  const { enabled } = useConsentSnapshot();
  const title = controller.services.find((s) => s.name === service)?.title ?? service;
  if (enabled[service]) return <Box data-testid="contextual-consent">{children}</Box>;
  return (
    <Box data-testid="contextual-consent">
      <Paper withBorder p="md" role="group" aria-label={title}>
        <Text>
          <Trans>This content is provided by {title}. It is loaded only with your consent, and it may set cookies.</Trans>
        </Text>
        <Group mt="md" gap="sm">
          <Button onClick={() => controller.acceptOnce(service)}>
            <Trans>Accept once</Trans>
          </Button>
          <Button variant="default" onClick={() => controller.acceptAlways(service)}>
            <Trans>Accept always</Trans>
          </Button>
          <Anchor component="button" type="button" onClick={() => void controller.openPreferences()}>
            <Trans>Cookie preferences</Trans>
          </Anchor>
        </Group>
      </Paper>
    </Box>
  );
}
