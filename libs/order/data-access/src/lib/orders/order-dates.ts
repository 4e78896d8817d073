import type { OrderDatesBody } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';
import { useOrderAction } from './order-action';

/** `mutate({ version, startDate, expectedEndDate })`: moves an upcoming order; on success or 409 the order and the lists are read again. */
export const useChangeOrderDates = (session: Session, id: number) => useOrderAction<OrderDatesBody>(session, id, 'dates');
