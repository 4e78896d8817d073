// The asset domain's vocabulary in the user's language: the inspection filter, owned or rented,
// and the requests listed on an asset's page (their types and statuses, with badge tones).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StatusTone } from '@portal/shared-ui';

/** The `Inspection due` filter's choices (the contract's inspectionDueFilters). */
export const inspectionDueLabels: Record<'overdue' | 'within_30_days', MessageDescriptor> = {
  overdue: msg`Overdue`,
  within_30_days: msg`Within 30 days`,
};

/** Owned by the customer or rented from us. */
export const ownershipLabel = (owned: boolean): MessageDescriptor => (owned ? msg`Owned` : msg`Rented`);

/** A request's type as the asset's page lists it; an unknown type shows as it comes. */
export const requestTypeLabels: Record<string, MessageDescriptor> = {
  off_hire: msg`Stop rental (off-hire)`,
  extension: msg`Extend rental`,
  breakdown: msg`Breakdown`,
  damage: msg`Damage`,
  invoice_query: msg`Question about an invoice`,
  other: msg`Other`,
};

// The same tones as the requests list: waiting is info, being handled a warning, done a success.
export const requestStatusLabels: Record<string, { label: MessageDescriptor; tone: StatusTone }> = {
  submitted: { label: msg`Submitted`, tone: 'info' },
  in_progress: { label: msg`In progress`, tone: 'warning' },
  done: { label: msg`Done`, tone: 'success' },
  rejected: { label: msg`Rejected`, tone: 'danger' },
};
