import { Plural, useLingui } from '@lingui/react/macro';
import { Group } from '@mantine/core';
import { awaitingApprovalSearch, useAwaitingApprovalCount } from '@portal/order-data-access';
import { hasRight, type Session } from '@portal/shared-data-access-http';
import { AnchorLink } from '../common/links';

/** Props of OrdersShortcut: the session (approvers also see how many orders wait for them). */
export interface OrdersShortcutProps {
  session: Session;
}

/** On the Overview: `My orders` (the header has no tab for orders) and, for approvers, the orders waiting. */
export function OrdersShortcut({ session }: OrdersShortcutProps) {
  const { t } = useLingui();
  const approver = hasRight(session, 'APPROVE_ORDERS');
  const waiting = useAwaitingApprovalCount(session, approver);
  return (
    <Group gap="lg" mb="md" wrap="wrap">
      <AnchorLink to="/order/orders" fw={600}>{t`My orders`}</AnchorLink>
      {/* Said only once known: a count that fails to load leaves the link out rather than saying 0. */}
      {approver && waiting !== undefined && (
        <AnchorLink to="/order/orders" search={awaitingApprovalSearch}>
          <Plural value={waiting} _0="No orders awaiting approval" one="# order awaiting approval" other="# orders awaiting approval" />
        </AnchorLink>
      )}
    </Group>
  );
}
