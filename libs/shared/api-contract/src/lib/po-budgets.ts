// A project's budget per purchase order (issue 35): `GET/PUT /company/projects/:id/po-budgets`.
// Invoiced: the documents quoting that PO, invoices less credit notes. Committed: the open lines of
// the contracts quoting it, until their expected end at today's rates (as the project's budget),
// plus the orders going ahead under it that are not on a contract yet, at their quoted amounts.
// Projected: invoiced + committed. Amounts are null when the caller may not see prices.
import { z } from 'zod';
import { formText } from './common';
import { companyVersionSchema } from './company';
import { companyLimits as L } from './vocabulary';

export const poBudgetSchema = z.object({
  poReference: z.string(),
  /** Null: no budget for this PO (it is quoted by documents or contracts only), or prices hidden. */
  budget: z.string().nullable(),
  invoiced: z.string().nullable(),
  committed: z.string().nullable(),
  projected: z.string().nullable(),
});
export type PoBudget = z.infer<typeof poBudgetSchema>;

export const projectPoBudgetsSchema = z.object({
  projectId: z.number().int(),
  projectName: z.string(),
  currency: z.string(),
  /** The project's version: saving the budgets sends it (they are part of the project). */
  version: z.number().int(),
  /** The POs with a budget first (the project's own PO first, then in the order saved), then the others quoted, by reference. */
  items: z.array(poBudgetSchema),
});
export type ProjectPoBudgets = z.infer<typeof projectPoBudgetsSchema>;

/** `PUT /company/projects/:id/po-budgets`: every PO budget of the project (what is left out goes). */
export const projectPoBudgetsInputSchema = z
  .object({
    version: companyVersionSchema,
    budgets: z
      .array(
        z.object({
          poReference: formText(L.maxPoNumber),
          amount: z.number().min(0, 'Enter 0 or more').max(L.maxBudget, 'Enter a smaller amount').multipleOf(0.01, 'Use at most two decimals'),
        }).strict(),
      )
      .max(50, 'A project has at most 50 PO budgets'),
  })
  .strict()
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.budgets.forEach((b, i) => {
      const key = b.poReference.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['budgets', i, 'poReference'], message: 'This PO already has a budget' });
      seen.add(key);
    });
  });
export type ProjectPoBudgetsInput = z.input<typeof projectPoBudgetsInputSchema>;
