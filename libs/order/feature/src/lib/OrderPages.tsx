import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@portal/shared-ui';
import type { ReactNode } from 'react';

/** Depots to contact, with opening hours; `map` is the depots map the app supplies (behind consent). */
export function DepotsPage({ map }: { map?: ReactNode }) {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Contact`} description={t`Our depots, their opening hours and how to reach them.`} />
      {map}
    </>
  );
}
