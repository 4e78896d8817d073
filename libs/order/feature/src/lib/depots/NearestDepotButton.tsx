import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import type { PositionFailure, UserPosition } from './use-user-position';

/** Props of NearestDepotButton: the user's position as far as it is known, and how to ask for it. */
export type NearestDepotButtonProps = Omit<UserPosition, 'position'> & { sorted: boolean };

/** "Nearest depot first": asks for the position on click only, and says why it could not sort. */
export function NearestDepotButton({ supported, locating, failure, locate, sorted }: NearestDepotButtonProps) {
  const { t } = useLingui();
  const hintId = useId();
  const failureText: Record<PositionFailure, string> = {
    denied: t`You did not allow this site to use your location, so the depots stay in their usual order. To sort them by distance, allow location access for this site in your browser and try again.`,
    unavailable: t`Your location could not be determined, so the depots stay in their usual order. Please try again later.`,
    timeout: t`Finding your location took too long, so the depots stay in their usual order. Please try again.`,
  };
  return (
    <Stack gap="xs">
      <Group gap="sm" align="center">
        <Button onClick={locate} loading={locating} disabled={!supported} aria-describedby={supported ? undefined : hintId}>
          {t`Nearest depot first`}
        </Button>
        {!supported && <Text id={hintId} size="sm" c="dimmed">{t`Your browser cannot share your location, so the depots cannot be sorted by distance.`}</Text>}
        {/* The cards move without a sound: say so to screen readers once the order changed. */}
        <Text size="sm" role="status">{sorted && !locating ? t`Sorted by distance from your location.` : ''}</Text>
      </Group>
      {failure && <Alert color="yellow" variant="light" title={t`Your location is not available`}>{failureText[failure]}</Alert>}
    </Stack>
  );
}
