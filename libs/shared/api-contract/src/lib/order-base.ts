// What the order schemas (orders.ts, order-dates.ts, order-po.ts) share: the text a user types and
// the version every change of an order carries.
import { z } from 'zod';

/** Free text a user types into a form: trimmed, bounded, no NUL (Postgres rejects it); may be empty. */
export const orderText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .refine((s) => !s.includes('\u0000'), 'Must not contain NUL characters');

/** Approve, cancel, dates, PO: the version the user saw (409 `version_conflict` when it moved on). */
export const orderVersionBodySchema = z.object({ version: z.number().int().min(1).max(1_000_000) }).strict();
