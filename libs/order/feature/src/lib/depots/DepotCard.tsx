import { useLingui } from '@lingui/react/macro';
import { Anchor, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDistance } from '@portal/order-util';
import type { Depot } from '@portal/shared-api-contract';
import type { Weekday } from '@portal/shared-api-contract/vocabulary';
import { layout, StatusBadge } from '@portal/shared-ui';
import { OpeningHoursTable } from './OpeningHoursTable';

/** Props of DepotCard: the depot, what is true of it now, and the map selection. */
export interface DepotCardProps {
  depot: Depot;
  /** The card's element id, so a marker click can bring it into view. */
  id: string;
  open: boolean;
  today: Weekday;
  /** Kilometres from the user, once they asked for the nearest depot. */
  km: number | null;
  locale: string;
  selected: boolean;
  onShowOnMap: () => void;
}

/** Directions in the user's own map app; the depot's coordinates, not its address, so it is exact. */
export const routeUrl = ({ lat, lng }: Depot) => `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;

/** One depot: name, open now, address, how to call, mail or drive there, and the week's hours. */
export function DepotCard({ depot, id, open, today, km, locale, selected, onShowOnMap }: DepotCardProps) {
  const { t } = useLingui();
  const distance = km === null ? null : formatDistance(km, locale);
  const { name } = depot;
  return (
    <Paper id={id} withBorder p="md" radius="md" bd={selected ? '2px solid var(--mantine-primary-color-filled)' : undefined} data-selected={selected || undefined}
      style={{ scrollMarginTop: layout.headerHeight + 16 }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} fz="lg" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{name}</Title>
          <StatusBadge tone={open ? 'success' : 'neutral'}>{open ? t`Open now` : t`Closed now`}</StatusBadge>
        </Group>
        {distance && <Text size="sm" fw={600}>{t`${distance} away`}</Text>}
        <Box component="address" fs="normal">
          <Text size="sm">{depot.street}</Text>
          <Text size="sm">{`${depot.postalCode} ${depot.city}`}</Text>
        </Box>
        <Stack gap={2}>
          <Anchor size="sm" href={`tel:${depot.phone.replace(/\s+/g, '')}`} w="fit-content">{depot.phone}</Anchor>
          <Anchor size="sm" href={`mailto:${depot.email}`} w="fit-content" style={{ overflowWrap: 'anywhere' }}>{depot.email}</Anchor>
        </Stack>
        <Group gap="xs">
          <Button component="a" href={routeUrl(depot)} target="_blank" rel="noopener noreferrer" variant="light" size="sm"
            aria-label={t`Route to ${name}`}>
            {t`Route`}
          </Button>
          <Button variant="default" size="sm" aria-pressed={selected} onClick={onShowOnMap}>{t`Show on map`}</Button>
        </Group>
        <OpeningHoursTable hours={depot.openingHours} today={today} locale={locale} />
      </Stack>
    </Paper>
  );
}
