import type { OrderRejectBody } from '@portal/shared-api-contract';
import type { ApiClient, Session } from '@portal/shared-data-access-http';
import { postOrderAction, useOrderAction } from './order-action';

/** Rejects an order waiting for approval, with the reason the person who ordered will read. */
export const rejectOrder = (api: ApiClient, session: Session, id: number, body: OrderRejectBody) => postOrderAction(api, session, id, 'reject', body);

/** `mutate({ version, reason })`; on success or 409 the order and the lists are read again. */
export const useRejectOrder = (session: Session, id: number) => useOrderAction<OrderRejectBody>(session, id, 'reject');
