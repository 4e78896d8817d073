// Public surface of this folder (re-exported by the library's index).
export { awaitingApprovalSearch, fetchOrders, orderListQuery, useAwaitingApprovalCount, useOrders } from './order-list';
export { fetchOrder, orderDetailQuery, useOrder } from './order-detail';
export { exportOrders, useExportOrders } from './orders-export';
export { isOrderChanged, postOrderAction } from './order-action';
export type { OrderAction } from './order-action';
export { approveOrder, useApproveOrder } from './order-approve';
export { rejectOrder, useRejectOrder } from './order-reject';
export { cancelOrder, useCancelOrder } from './order-cancel';
export { fetchOrderSettings, orderSettingsQuery, useOrderSettings } from './order-settings';
export { saveOrderSettings, useSaveOrderSettings } from './order-settings-save';
export { useChangeOrderDates } from './order-dates';
export { useChangeOrderPo } from './order-po';
