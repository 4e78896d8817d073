import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { orderFormOptionsQuery, startDraftFromOrder } from '@portal/order-data-access';
import type { OrderDetail } from '@portal/shared-api-contract';
import { useApiClient, type Session } from '@portal/shared-data-access-http';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

/** Props of OrderAgainButton: the session and the earlier order whose lines to copy. */
export interface OrderAgainButtonProps {
  session: Session;
  order: OrderDetail;
}

/** Today on this device, when the server's is not at hand. */
const deviceToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** `Order again`: the order's lines become the draft (on new dates) and the new-order flow opens. */
export function OrderAgainButton({ session, order }: OrderAgainButtonProps) {
  const { t } = useLingui();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    // The server's today (opCo time zone) dates the lines; if it cannot be had, the flow explains why.
    const today = await queryClient
      .fetchQuery(orderFormOptionsQuery(api, session))
      .then((o) => o.today)
      .catch(() => deviceToday());
    startDraftFromOrder(session, order, today);
    await navigate({ to: '/order/orders/add' });
  };
  return (
    <Button variant="default" loading={busy} onClick={() => void start()}>
      {t`Order again`}
    </Button>
  );
}
