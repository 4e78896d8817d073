// The portal's notifications (issue 34): what happened that concerns the user in the selected
// client, newest first, each opening its page. The portal words each kind in the user's language.
import { z } from 'zod';
import { pageOf, pageQuerySchema } from './common';

export const notificationKinds = [
  'order_awaiting_approval',
  'order_approved',
  'order_rejected',
  'order_cancelled',
  'off_hire_placed',
  'extension_over_po_budget',
  'request_in_progress',
  'request_done',
  'request_rejected',
  'invoice_new',
  'invoice_overdue',
  'inspection_due',
  'inspection_overdue',
] as const;
export const notificationKindSchema = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  /** What it is about, as the user knows it: an order number, an off-hire reference. */
  subject: z.string(),
  /** The portal path that opens it, e.g. `/order/orders/42`. */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type PortalNotification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = pageOf(notificationSchema).extend({ unread: z.number().int() });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationQuerySchema = pageQuerySchema.extend({ pageSize: z.coerce.number().int().min(1).max(100).default(10) });
