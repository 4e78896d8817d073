// Who may do what with orders. The portal hides what the caller cannot do; these checks decide.
import { forbidden } from '../../http/problem';
import { requireModule, requireRight, type Tenant } from '../../auth/tenant';

/** Form options, estimate and placing: the order module, a client that may order, PLACE_ORDERS. */
export function requireOrdering(tenant: Tenant | undefined): Tenant {
  const t = requireModule(tenant, 'order');
  if (t.commerciallyBlocked) throw forbidden('client_blocked', 'Your company cannot place orders at the moment; please contact your rental contact');
  return requireRight(t, 'PLACE_ORDERS');
}

export interface OrderAccess {
  status: string;
  createdBy: number | null;
}

/** Approve or reject a waiting order: an approver, and not the person who placed it (four eyes, issue 31). */
export const mayApprove = (t: Tenant, userId: number, o: OrderAccess) =>
  t.rights.includes('APPROVE_ORDERS') && o.status === 'awaiting_approval' && o.createdBy !== userId;

/** Cancel while nothing has happened yet: the person who ordered it (still allowed to order) or an approver. */
export const mayCancel = (t: Tenant, userId: number, o: OrderAccess) =>
  (o.status === 'submitted' || o.status === 'awaiting_approval') &&
  ((o.createdBy === userId && t.rights.includes('PLACE_ORDERS')) || t.rights.includes('APPROVE_ORDERS'));

/** The threshold as the contract's decimal string ("5000.00"), or null when approval is off. */
export const thresholdText = (threshold: number | null) => (threshold === null ? null : `${threshold}.00`);

/** Change the PO reference: whoever may order, while the order still stands (not cancelled or rejected). */
export const mayEditPo = (t: Tenant, o: Pick<OrderAccess, 'status'>) =>
  t.rights.includes('PLACE_ORDERS') && o.status !== 'cancelled' && o.status !== 'rejected';
