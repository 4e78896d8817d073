import type { OrderPoBody } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';
import { useOrderAction } from './order-action';

/** `mutate({ version, poReference })`: changes the order's PO reference; on success or 409 the order and the lists are read again. */
export const useChangeOrderPo = (session: Session, id: number) => useOrderAction<OrderPoBody>(session, id, 'po');
