import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { NotificationKind, PortalNotification } from '@portal/shared-api-contract';

// The API sends a kind and a subject (an order number, a reference, an asset); the portal words
// them in the user's language, so a language change rewords the notifications already there.
const texts = (subject: string) =>
  ({
    order_awaiting_approval: msg`Order ${subject} waits for your approval`,
    order_approved: msg`Order ${subject} was approved`,
    order_rejected: msg`Order ${subject} was rejected`,
    order_cancelled: msg`Order ${subject} was cancelled`,
    off_hire_placed: msg`Stop rental ${subject} placed`,
    extension_over_po_budget: msg`Extension ${subject} goes over a PO budget`,
    request_in_progress: msg`Request ${subject} is in progress`,
    request_done: msg`Request ${subject} is done`,
    request_rejected: msg`Request ${subject} was rejected`,
    invoice_new: msg`New invoice ${subject}`,
    invoice_overdue: msg`Invoice ${subject} is overdue`,
    inspection_due: msg`Inspection due: ${subject}`,
    inspection_overdue: msg`Inspection overdue: ${subject}`,
  }) satisfies Record<NotificationKind, unknown>;

/** What a notification says, in the user's language. */
export function notificationText(i18n: I18n, { kind, subject }: Pick<PortalNotification, 'kind' | 'subject'>): string {
  return i18n._(texts(subject)[kind]);
}
