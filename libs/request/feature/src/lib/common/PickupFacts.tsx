import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { PickupWindow } from '@portal/shared-api-contract';
import { formatLocalWindow, resolveLocale } from '@portal/shared-util-i18n';
import type { ReactNode } from 'react';

/** Props of PickupFacts: the window and how each fact is laid out by the page around it. */
export interface PickupFactsProps {
  pickup: PickupWindow;
  fact: (label: string, value: ReactNode) => ReactNode;
}

/** An off-hire's pick-up window, on-site contact and access notes: on the request and in its confirmation. */
export function PickupFacts({ pickup, fact }: PickupFactsProps) {
  const { t, i18n } = useLingui();
  const window = formatLocalWindow(pickup.from, pickup.until, resolveLocale(i18n.locale));
  return (
    <>
      {fact(t`Pick-up window`, pickup.until ? window : t`From ${window}`)}
      {fact(t`On-site contact`, (
        <>
          {pickup.contactName}{' '}
          <Text component="a" href={`tel:${pickup.contactPhone}`} inherit>{pickup.contactPhone}</Text>
        </>
      ))}
      {pickup.accessNotes && fact(t`Access notes`, pickup.accessNotes)}
    </>
  );
}
