// The Help menu's forms: `Report a problem` and `Suggest an idea` reach the rental company through
// `POST /feedback` on the user-management service (`apiUrlUsermgmt`), with an `Idempotency-Key`.
// The answer is a reference (`F-…`) the user can quote.
import { z } from 'zod';
import { formText } from './common';
import { helpLimits as L } from './vocabulary';

export const feedbackKindSchema = z.enum(['problem', 'idea']);
export type FeedbackKind = z.infer<typeof feedbackKindSchema>;

const message = formText(L.maxMessage, L.minMessage, `Write at least ${L.minMessage} characters`);

/** `POST /feedback` with header `Idempotency-Key`. */
export const feedbackInputSchema = z
  .object({
    kind: feedbackKindSchema,
    subject: formText(L.maxSubject),
    message,
    /** Problems: the portal page it happened on (a path such as `/order/contracts?page=2`). */
    page: z
      .string()
      .trim()
      .max(L.maxPage, `Use at most ${L.maxPage} characters`)
      .refine((s) => !s.includes('\u0000'), 'Must not contain NUL characters')
      .pipe(z.string().regex(/^\/\S*$/, 'A page of the portal, starting with /'))
      .nullable(),
    /** The portal's release (app config `release`), so the report names the version. */
    appVersion: z.string().trim().min(1).max(L.maxAppVersion).regex(/^[\w.+-]+$/, 'A release name'),
    /** The error-reporting event id, when the user came from the error page. */
    errorEventId: z.string().trim().regex(/^[0-9a-f]{32}$/i, 'An error report id').nullable(),
  })
  .strict();
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

export const feedbackReceiptSchema = z.object({
  id: z.number().int(),
  /** What the user quotes, e.g. `F-2026-000123`. */
  reference: z.string(),
  kind: feedbackKindSchema,
  createdAt: z.string(),
});
export type FeedbackReceipt = z.infer<typeof feedbackReceiptSchema>;
