import { useLingui } from '@lingui/react/macro';
import { DepotsPage } from '@portal/order-feature';
import { createFileRoute } from '@tanstack/react-router';
import { ConsentedMap } from '../../../app/ConsentedMap';

/**
 * The depots map: the portal's own map, its tiles behind the map service's consent (issue 13).
 * No points yet: no endpoint gives the depots' locations; they come with the depots page.
 */
function DepotsMap() {
  const { t } = useLingui();
  return <ConsentedMap points={[]} height={360} ariaLabel={t`Map of our depots`} />;
}

export const Route = createFileRoute('/order/contact/depots')({
  component: () => <DepotsPage map={<DepotsMap />} />,
});
