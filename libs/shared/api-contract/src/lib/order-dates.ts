// Changing the dates of an upcoming order (issue 35 point 5): what the detail says about it, the
// body of the change and the step it leaves in the order's history.
import { z } from 'zod';
import { isoDateSchema } from './common';
import { orderVersionBodySchema } from './order-base';

/**
 * Moving the order's dates (its orderer or an administrator, until the opCo's cut-off before the
 * start). `blockedBy` says why a caller who could otherwise may not: the order went out
 * (`delivered`) or the cut-off (`cutoff`, an instant) has passed; then a request is the way.
 */
export const orderDateChangeSchema = z.object({
  allowed: z.boolean(),
  cutoff: z.string().nullable(),
  blockedBy: z.enum(['delivered', 'cutoff_passed']).nullable(),
});

/** A `dates_changed` step of the history: the order's period before and after. */
export const orderEventDatesSchema = z.object({ fromStart: isoDateSchema, fromEnd: isoDateSchema, toStart: isoDateSchema, toEnd: isoDateSchema });

/**
 * `POST /orders/:id/dates`: the order's new period (every line takes it) and the version the user
 * saw. The server answers an end not after the start as a field error once it knows the order is
 * the caller's (so another client's id is 404 whatever the body says).
 */
export const orderDatesBodySchema = orderVersionBodySchema.extend({ startDate: isoDateSchema, expectedEndDate: isoDateSchema }).strict();
export type OrderDatesBody = z.infer<typeof orderDatesBodySchema>;
