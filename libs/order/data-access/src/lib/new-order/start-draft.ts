import type { OrderDetail } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';
import { draftFromOrder } from './draft-edits';
import { draftKey, writeDraft } from './draft-store';

/** `Order again`: replaces the session's draft with the lines of an earlier order, starting after `today`. */
export function startDraftFromOrder(session: Session, order: OrderDetail, today: string): void {
  writeDraft(draftKey(session), draftFromOrder(order, today));
}
