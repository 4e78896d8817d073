import { Box } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ConsentPrompt } from './ConsentPrompt';
import { useServiceConsent } from './use-service-consent';

/** Props of ContextualConsent. */
export interface ContextualConsentProps {
  /** The embedded frame (map, video), rendered only once its service may run. */
  children: ReactNode;
  /**
   * The service the frame belongs to. Required: each embedded third party has a service of its
   * own, so accepting one never switches on another (issue 13).
   */
  service: string;
}

/** Stands in for an embedded frame until its service is consented: accept once, or always. */
export function ContextualConsent({ children, service }: ContextualConsentProps) {
  const consent = useServiceConsent(service);
  const { title } = consent;
  return (
    <Box data-testid="contextual-consent">
      {consent.enabled ? (
        children
      ) : (
        <ConsentPrompt consent={consent}>
          <Trans>This content is provided by {title}. It is loaded only with your consent, and it may set cookies.</Trans>
        </ConsentPrompt>
      )}
    </Box>
  );
}
