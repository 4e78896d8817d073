import { useLingui } from '@lingui/react/macro';
import { ContextualConsent } from '@portal/consent-feature';
import { DepotsPage } from '@portal/order-feature';
import { createFileRoute } from '@tanstack/react-router';

/** The depots map: an embedded frame, so it waits behind the contextual cookie notice. */
function DepotsMap() {
  const { t } = useLingui();
  return (
    <ContextualConsent>
      <iframe
        title={t`Map of our depots`}
        src="https://www.openstreetmap.org/export/embed.html?bbox=3.2%2C50.7%2C7.3%2C53.6&layer=mapnik"
        loading="lazy"
        style={{ width: '100%', height: 360, border: 0 }}
      />
    </ContextualConsent>
  );
}

export const Route = createFileRoute('/order/contact/depots')({
  component: () => <DepotsPage map={<DepotsMap />} />,
});
