import type { ApiClient, Session } from '@portal/shared-data-access-http';
import { postOrderAction, useOrderAction } from './order-action';

/** Cancels an order that is still submitted or awaiting approval. */
export const cancelOrder = (api: ApiClient, session: Session, id: number, version: number) => postOrderAction(api, session, id, 'cancel', { version });

/** `mutate({ version })`; on success or 409 the order and the lists are read again. */
export const useCancelOrder = (session: Session, id: number) => useOrderAction<{ version: number }>(session, id, 'cancel');
