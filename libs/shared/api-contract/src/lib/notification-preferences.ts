// Which events reach a user, and how (issue 34): per topic, by mail and/or in the portal.
// Security notices (password changed, a new device) are not a topic: they always go out.
import { z } from 'zod';
import type { NotificationKind } from './notifications';

export const notificationTopics = [
  'order_approvals',
  'order_outcomes',
  'off_hires',
  'request_updates',
  'invoices',
  'inspections',
  'weekly_digest',
] as const;
export const notificationTopicSchema = z.enum(notificationTopics);
export type NotificationTopic = z.infer<typeof notificationTopicSchema>;

/** Topics that exist only as mail (the digest is a mail, never a portal notification). */
export const mailOnlyTopics: readonly NotificationTopic[] = ['weekly_digest'];

/**
 * What a user gets before choosing: approvals, order outcomes, stop rentals and request updates on;
 * invoices and inspections off. The weekly digest is on for users of the order module (decided by
 * the API, which knows the modules), so it is `null` here.
 */
export const defaultTopicChannels: Record<NotificationTopic, { mail: boolean; portal: boolean } | null> = {
  order_approvals: { mail: true, portal: true },
  order_outcomes: { mail: true, portal: true },
  off_hires: { mail: true, portal: true },
  request_updates: { mail: true, portal: true },
  invoices: { mail: false, portal: false },
  inspections: { mail: false, portal: false },
  weekly_digest: null,
};

/** The topic each portal notification kind belongs to. */
export const topicOfKind: Record<NotificationKind, NotificationTopic> = {
  order_awaiting_approval: 'order_approvals',
  order_approved: 'order_outcomes',
  order_rejected: 'order_outcomes',
  order_cancelled: 'order_outcomes',
  off_hire_placed: 'off_hires',
  // An extension past a PO budget concerns whoever approves orders (there is no approve step for requests).
  extension_over_po_budget: 'order_approvals',
  request_in_progress: 'request_updates',
  request_done: 'request_updates',
  request_rejected: 'request_updates',
  invoice_new: 'invoices',
  invoice_overdue: 'invoices',
  inspection_due: 'inspections',
  inspection_overdue: 'inspections',
};

export const topicPreferenceSchema = z.object({
  topic: notificationTopicSchema,
  mail: z.boolean(),
  /** Always false for mail-only topics; the API refuses true. */
  portal: z.boolean(),
});
export type TopicPreference = z.infer<typeof topicPreferenceSchema>;

export const notificationPreferencesSchema = z.object({
  topics: z.array(topicPreferenceSchema).max(notificationTopics.length),
  /** Optimistic concurrency: the save names the version it was based on. */
  version: z.number().int().min(1).max(2_147_483_647),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
