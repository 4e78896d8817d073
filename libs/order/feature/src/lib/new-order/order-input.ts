// The draft as the API's bodies: what `POST /orders/quote` and `POST /orders` receive.
import type { DraftLine, OrderDraft } from '@portal/order-data-access';
import type { OrderInput, OrderLineInput } from '@portal/shared-api-contract';

export const lineInput = (line: DraftLine): OrderLineInput => ({
  productId: line.productId,
  quantity: line.quantity ?? 0,
  startDate: line.startDate,
  expectedEndDate: line.expectedEndDate,
  deliveryMethod: line.deliveryMethod,
  ...(line.deliveryMethod === 'pickup' ? { depotId: line.depotId } : {}),
  ...(line.poReference?.trim() ? { poReference: line.poReference.trim() } : {}),
});

/** The order's body; empty optional texts are left out, the address only when something is delivered. */
export function orderInput(draft: OrderDraft, poReference: string): OrderInput {
  const delivered = draft.lines.some((l) => l.deliveryMethod === 'delivery');
  const po = poReference.trim();
  const comment = draft.comment.trim();
  return {
    projectId: draft.projectId ?? 0,
    contactPersonId: draft.contactPersonId ?? 0,
    ...(delivered ? { addressId: draft.addressId } : {}),
    ...(po ? { poReference: po } : {}),
    ...(comment ? { comment } : {}),
    lines: draft.lines.map(lineInput),
  };
}
