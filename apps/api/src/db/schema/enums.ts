// Postgres enums for every status the domain knows, so invalid states cannot be stored.
import { pgEnum } from 'drizzle-orm/pg-core';
import { breakdownUrgencies, orderEventKinds } from '@portal/shared-api-contract/vocabulary';

export const opCoEnum = pgEnum('op_co', ['nl', 'be', 'de', 'pl', 'hu']);
export const languageEnum = pgEnum('language_code', ['en-US', 'de', 'fr-BE', 'nl', 'nl-BE', 'hu', 'pl']);
export const moduleEnum = pgEnum('portal_module', ['order', 'request', 'asset']);
export const availabilityStatusEnum = pgEnum('availability_status', ['UP', 'DOWN', 'MAINTENANCE']);
export const orderStatusEnum = pgEnum('order_status', [
  'draft',
  'submitted',
  'awaiting_approval',
  'confirmed',
  'delivered',
  'closed',
  'cancelled',
  // Added by 0003; 'draft' stays (a Postgres enum value cannot be dropped cheaply) but is never written.
  'rejected',
]);
export const orderEventKindEnum = pgEnum('order_event_kind', orderEventKinds);
export const deliveryMethodEnum = pgEnum('delivery_method', ['delivery', 'pickup']);
export const contractStatusEnum = pgEnum('contract_status', ['open', 'partly_off_hired', 'closed']);
export const ratePeriodEnum = pgEnum('rate_period', ['day', 'week', 'four_weeks']);
export const documentTypeEnum = pgEnum('document_type', ['invoice', 'credit_note', 'delivery_note']);
export const documentStatusEnum = pgEnum('document_status', ['open', 'paid', 'overdue']);
/** What a document line charges: a rented item over a period, or a service (transport, damage waiver). */
export const documentLineKindEnum = pgEnum('document_line_kind', ['rental', 'transport', 'damage_waiver']);
/** A rental line counts days or weeks; a service line pieces. */
export const documentLineUnitEnum = pgEnum('document_line_unit', ['day', 'week', 'piece']);
export const requestTypeEnum = pgEnum('request_type', [
  'off_hire',
  'extension',
  'breakdown',
  'damage',
  'invoice_query',
  'other',
]);
export const requestStatusEnum = pgEnum('request_status', ['submitted', 'in_progress', 'done', 'rejected']);
export const breakdownUrgencyEnum = pgEnum('breakdown_urgency', breakdownUrgencies);
export const feedbackKindEnum = pgEnum('feedback_kind', ['problem', 'idea']);
