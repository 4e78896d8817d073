import type { ApiClient, Session } from '@portal/shared-data-access-http';
import { postOrderAction, useOrderAction } from './order-action';

/** Approves an order waiting for approval, as of the version the approver saw. */
export const approveOrder = (api: ApiClient, session: Session, id: number, version: number) => postOrderAction(api, session, id, 'approve', { version });

/** `mutate({ version })`; on success or 409 the order and the lists are read again. */
export const useApproveOrder = (session: Session, id: number) => useOrderAction<{ version: number }>(session, id, 'approve');
