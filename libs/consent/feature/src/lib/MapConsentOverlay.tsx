import { Trans } from '@lingui/react/macro';
import { Button, Paper } from '@mantine/core';
import { MAP_TILES_SERVICE_NAME } from '@portal/consent-data-access';
import { useState } from 'react';
import { ConsentPrompt } from './ConsentPrompt';
import { useServiceConsent } from './use-service-consent';

/** Props of MapConsentOverlay. */
export interface MapConsentOverlayProps {
  /** The map's tile service; the registered map service by default. */
  service?: string;
}

/**
 * The contextual notice for a map's tiles, made to float over the map (PointsMap's `overlay`):
 * the markers stay visible and usable under it. Gone once the tile service may run.
 */
export function MapConsentOverlay({ service = MAP_TILES_SERVICE_NAME }: MapConsentOverlayProps) {
  const consent = useServiceConsent(service);
  // On a phone the notice covers a small map: `Not now` leaves a small button, so the map (markers,
  // picking a point) can be used on its plain background.
  const [dismissed, setDismissed] = useState(false);
  if (consent.enabled) return null;
  if (dismissed)
    return (
      <Paper withBorder shadow="sm" p={4}>
        <Button size="xs" variant="subtle" onClick={() => setDismissed(false)}>
          <Trans>Show map images</Trans>
        </Button>
      </Paper>
    );
  return (
    <ConsentPrompt consent={consent} floating onDismiss={() => setDismissed(true)}>
      <Trans>
        The map images come from the OpenStreetMap tile servers. They are loaded only with your consent; until then
        the map shows its markers on a plain background.
      </Trans>
    </ConsentPrompt>
  );
}
