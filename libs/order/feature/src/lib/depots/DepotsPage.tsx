import { useLingui } from '@lingui/react/macro';
import { Box, Group, Stack } from '@mantine/core';
import { useMediaQuery, useReducedMotion } from '@mantine/hooks';
import { useDepots } from '@portal/order-data-access';
import { isOpenAt, localMoment, nearestFirst } from '@portal/order-util';
import type { Session } from '@portal/shared-data-access-http';
import { EmptyState, layout, PageHeader } from '@portal/shared-ui';
import type { MapPoint } from '@portal/shared-ui-map';
import { resolveLocale } from '@portal/shared-util-i18n';
import { useId, useMemo, useRef, useState } from 'react';
import { DepotCard } from './DepotCard';
import type { RenderDepotsMap } from './depots-map';
import { NearestDepotButton } from './NearestDepotButton';
import { useMinuteClock } from './use-minute-clock';
import { useUserPosition } from './use-user-position';

/** Props of DepotsPage: the session (whose client's opCo the depots are of) and the map the app provides. */
export interface DepotsPageProps {
  session: Session;
  renderMap: RenderDepotsMap;
}

// The list kit's breakpoint: from 900 px the list and the map stand side by side.
const desktopQuery = `(min-width: ${layout.mobileBreakpoint / 16}em)`;

/** Contact (`/order/contact/depots`): the opCo's depots on cards and a map, nearest first on request. */
export function DepotsPage({ session, renderMap }: DepotsPageProps) {
  const { t, i18n } = useLingui();
  const appLocale = resolveLocale(i18n.locale);
  // The pseudo-locale formats like English; Intl does not know it.
  const locale = appLocale === 'pseudo-LOCALE' ? 'en-US' : appLocale;
  const isDesktop = useMediaQuery(desktopQuery, false, { getInitialValueInEffect: false });
  const reduceMotion = useReducedMotion();
  const { data } = useDepots(session);
  const now = useMinuteClock();
  const user = useUserPosition();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const mapRef = useRef<HTMLDivElement>(null);
  const idPrefix = useId();
  const cardId = (id: number) => `${idPrefix}-depot-${id}`;

  const { timeZone, items } = data;
  // "Today" is the weekday at the depots, which is not always the user's.
  const today = localMoment(timeZone, now).day;
  const cards = user.position ? nearestFirst(items, user.position) : items.map((place) => ({ place, km: null }));
  const points = useMemo<MapPoint[]>(() => items.map((d) => ({ id: d.id, lat: d.lat, lng: d.lng, label: d.name, detail: `${d.street}, ${d.city}` })), [items]);
  const scroll = (element: Element | null) => element?.scrollIntoView?.({ block: 'nearest', behavior: reduceMotion ? 'auto' : 'smooth' });

  const showOnMap = (id: number) => {
    setSelectedId(id);
    scroll(mapRef.current);
  };
  const selectOnMap = (id: number) => {
    setSelectedId(id);
    scroll(document.getElementById(cardId(id)));
  };

  const list = (
    <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {cards.map(({ place: depot, km }) => (
        <li key={depot.id}>
          <DepotCard depot={depot} id={cardId(depot.id)} open={isOpenAt(depot.openingHours, timeZone, now)} today={today} km={km}
            locale={locale} selected={depot.id === selectedId} onShowOnMap={() => showOnMap(depot.id)} />
        </li>
      ))}
    </Stack>
  );
  const map = (height: number) => (
    <Box ref={mapRef} style={{ scrollMarginTop: layout.headerHeight + 16 }}>
      {renderMap({ points, selectedId, onSelect: selectOnMap, height, ariaLabel: t`Map of our depots` })}
    </Box>
  );

  return (
    <>
      <PageHeader title={t`Contact`} description={t`Our depots, their opening hours and how to reach them.`} />
      {items.length === 0 ? (
        <EmptyState title={t`No depots to show`} description={t`Please contact your rental contact.`} />
      ) : (
        <Stack gap="lg">
          <NearestDepotButton supported={user.supported} locating={user.locating} failure={user.failure} locate={user.locate} sorted={user.position !== null} />
          {isDesktop ? (
            <Group align="flex-start" gap="lg" wrap="nowrap">
              <Box style={{ flex: 3, minWidth: 0 }}>{list}</Box>
              <Box style={{ flex: 2, minWidth: 0, position: 'sticky', top: layout.headerHeight + 16 }}>{map(520)}</Box>
            </Group>
          ) : (
            <Stack gap="lg">
              {map(280)}
              {list}
            </Stack>
          )}
        </Stack>
      )}
    </>
  );
}
