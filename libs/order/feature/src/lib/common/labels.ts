// The order domain's vocabulary in the user's language, and the badge tone of each status.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContractStatus, DocumentLineKind, DocumentStatus, DocumentStatusFilter, DocumentType, OrderEventKind, OrderStatus, RatePeriod } from '@portal/shared-api-contract';

type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export const contractStatuses: Record<ContractStatus, { label: MessageDescriptor; tone: Tone }> = {
  open: { label: msg`Open`, tone: 'info' },
  partly_off_hired: { label: msg`Partly off-hired`, tone: 'warning' },
  closed: { label: msg`Closed`, tone: 'neutral' },
};

export const documentTypes: Record<DocumentType, MessageDescriptor> = {
  invoice: msg`Invoice`,
  credit_note: msg`Credit note`,
  delivery_note: msg`Delivery note`,
};

/** A document line that is not a rented product names its service. */
export const documentLineKinds: Record<DocumentLineKind, MessageDescriptor> = {
  rental: msg`Rental`,
  transport: msg`Transport`,
  damage_waiver: msg`Damage waiver`,
};

export const documentStatuses: Record<DocumentStatus, { label: MessageDescriptor; tone: Tone }> = {
  open: { label: msg`Open`, tone: 'info' },
  paid: { label: msg`Paid`, tone: 'success' },
  overdue: { label: msg`Overdue`, tone: 'danger' },
};

export const ratePeriods: Record<RatePeriod, MessageDescriptor> = {
  day: msg`per day`,
  week: msg`per week`,
  four_weeks: msg`per 4 weeks`,
};

// Waiting on someone is a warning, a done deal a success, an end without rental neutral or danger.
export const orderStatuses: Record<OrderStatus, { label: MessageDescriptor; tone: Tone }> = {
  submitted: { label: msg`Submitted`, tone: 'info' },
  awaiting_approval: { label: msg`Awaiting approval`, tone: 'warning' },
  confirmed: { label: msg`Confirmed`, tone: 'success' },
  delivered: { label: msg`Delivered`, tone: 'success' },
  closed: { label: msg`Closed`, tone: 'neutral' },
  cancelled: { label: msg`Cancelled`, tone: 'neutral' },
  rejected: { label: msg`Rejected`, tone: 'danger' },
};

/** What happened to an order, as a line of its history. */
export const orderEventKinds: Record<OrderEventKind, MessageDescriptor> = {
  placed: msg`Placed`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  confirmed: msg`Confirmed`,
  delivered: msg`Delivered`,
  closed: msg`Closed`,
  cancelled: msg`Cancelled`,
  dates_changed: msg`Dates changed`,
  po_changed: msg`PO reference changed`,
};

/** The documents list's status filter: the statuses, and what is still to pay (the `Total outstanding` card). */
export const documentStatusFilters: Record<DocumentStatusFilter, { label: MessageDescriptor }> = {
  ...documentStatuses,
  outstanding: { label: msg`Open or overdue` },
};
