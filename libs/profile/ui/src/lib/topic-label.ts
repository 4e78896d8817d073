// What each notification topic is called in My profile, in the user's language.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NotificationTopic } from '@portal/shared-api-contract';

const labels: Record<NotificationTopic, MessageDescriptor> = {
  order_approvals: msg`Orders waiting for my approval`,
  order_outcomes: msg`My orders approved, rejected or cancelled`,
  off_hires: msg`My stop rentals`,
  request_updates: msg`Changes to my requests`,
  invoices: msg`New and overdue invoices`,
  inspections: msg`Inspections due or overdue`,
  weekly_digest: msg`Weekly digest`,
};

export const topicLabel = (topic: NotificationTopic, i18n: I18n): string => i18n._(labels[topic]);
