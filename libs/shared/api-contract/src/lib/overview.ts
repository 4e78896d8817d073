// The overview service: contracts (what is on rent) and documents (invoices and notes).
import { z } from 'zod';
import { isoDateSchema, pageOf, pageQuerySchema } from './common';

export const contractStatusSchema = z.enum(['open', 'partly_off_hired', 'closed']);
export const ratePeriodSchema = z.enum(['day', 'week', 'four_weeks']);

export const contractListQuerySchema = pageQuerySchema.extend({
  status: contractStatusSchema.optional(),
  projectId: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(100).optional(),
});
export type ContractListQuery = z.input<typeof contractListQuerySchema>;

export const contractSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: contractStatusSchema,
  projectId: z.number().int().nullable(),
  projectName: z.string().nullable(),
  createdAt: z.string(),
});
export type ContractSummary = z.infer<typeof contractSummarySchema>;
export const contractPageSchema = pageOf(contractSummarySchema);

export const contractLineSchema = z.object({
  id: z.number().int(),
  productCode: z.string(),
  fleetNumber: z.string(),
  quantity: z.number().int(),
  onRentDate: isoDateSchema,
  expectedOffRentDate: isoDateSchema,
  actualOffHireDate: isoDateSchema.nullable(),
  /** Null when the client or the user may not see prices. */
  rate: z.string().nullable(),
  ratePeriod: ratePeriodSchema,
});
export const contractDetailSchema = contractSummarySchema.extend({ lines: z.array(contractLineSchema) });
export type ContractDetail = z.infer<typeof contractDetailSchema>;

export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const documentTypeSchema = z.enum(['invoice', 'credit_note', 'delivery_note']);
export const documentStatusSchema = z.enum(['open', 'paid', 'overdue']);

export const documentListQuerySchema = pageQuerySchema.extend({
  type: documentTypeSchema.optional(),
  status: documentStatusSchema.optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type DocumentListQuery = z.input<typeof documentListQuerySchema>;

export const documentSchema = z.object({
  id: z.number().int(),
  type: documentTypeSchema,
  number: z.string(),
  date: isoDateSchema,
  dueDate: isoDateSchema.nullable(),
  amount: z.string().nullable(),
  currency: z.string(),
  status: documentStatusSchema,
  projectId: z.number().int().nullable(),
});
export type PortalDocument = z.infer<typeof documentSchema>;
export const documentPageSchema = pageOf(documentSchema);
