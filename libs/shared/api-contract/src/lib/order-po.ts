// An order's purchase order (issue 35 point 2): editing its PO reference after placing, the step
// that leaves in the history, and the quote's word on a PO budget the order would exceed.
import { z } from 'zod';
import { orderText, orderVersionBodySchema } from './order-base';
import { orderLimits } from './vocabulary';

/** `POST /orders/:id/po`: the order's new PO reference (empty: none) and the version the user saw. */
export const orderPoBodySchema = orderVersionBodySchema.extend({ poReference: orderText(orderLimits.maxPoReference) }).strict();
export type OrderPoBody = z.infer<typeof orderPoBodySchema>;

/** A `po_changed` step of the history: the PO reference before and after (null: none). */
export const orderEventPoSchema = z.object({ from: z.string().nullable(), to: z.string().nullable() });

/**
 * The order (or an extension request) takes its project over the budget of a PO: by how much
 * (decimal string, the opCo's currency; null when prices are hidden). Such an order waits for
 * approval; such an extension is told to the approvers.
 */
export const overPoBudgetSchema = z.object({ projectName: z.string(), poReference: z.string(), by: z.string().nullable() });
export type OverPoBudget = z.infer<typeof overPoBudgetSchema>;
