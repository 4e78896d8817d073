// Who may move an upcoming order's dates, and until when: its orderer (still allowed to order) or
// an administrator of the client, while the order has not gone out and its cut-off has not passed.
import type { OrderDetail } from '@portal/shared-api-contract';
import type { Tenant } from '../../auth/tenant';
import { dateChangeCutoff, isUpcoming } from './date-cutoff';
import type { OrderAccess } from './access';

/** The hours before the start at which the opCo stops changes in the portal (with the tenant: auth/tenant.ts). */
export const cutoffHours = (tenant: Pick<Tenant, 'opCoSettings'>): number => tenant.opCoSettings.dateChangeCutoffHours;

/**
 * The order right (PLACE_ORDERS) and either having placed the order or administering the client
 * (MANAGE_ROLES_AND_USERS), whatever the order's state. Managing people alone moves no orders.
 */
export const mayChangeDatesOf = (t: Tenant, userId: number, o: Pick<OrderAccess, 'createdBy'>) =>
  t.rights.includes('PLACE_ORDERS') && (o.createdBy === userId || t.rights.includes('MANAGE_ROLES_AND_USERS'));

/** What the detail says about moving the dates; the write checks the same rule. */
export function dateChangeState(
  t: Tenant, userId: number, o: OrderAccess & { startDate: string | null }, hours: number, now = new Date(),
): OrderDetail['dateChange'] {
  const none = { allowed: false, cutoff: null, blockedBy: null };
  if (!mayChangeDatesOf(t, userId, o)) return none;
  if (o.status === 'delivered' || o.status === 'closed') return { ...none, blockedBy: 'delivered' };
  if (!isUpcoming(o.status) || !o.startDate) return none;
  const cutoff = dateChangeCutoff(t.opCo, o.startDate, hours);
  const passed = now.getTime() > cutoff.getTime();
  return { allowed: !passed, cutoff: cutoff.toISOString(), blockedBy: passed ? 'cutoff_passed' : null };
}
