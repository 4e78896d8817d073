// The overview service: contracts (what is on rent) and documents (invoices and notes).
import { z } from 'zod';
import { isoDateSchema, localisedNamesSchema, pageOf, pageQuerySchema } from './common';
import { contractSorts, contractStatuses, documentStatusFilters, documentStatuses, documentTypes, maxDbId, maxSearchLength, ratePeriods } from './vocabulary';

/** Ids are Postgres `serial`s: positive and within int4. */
export const dbIdSchema = z.coerce.number().int().positive().max(maxDbId);
/** Free text a user types into a search field: trimmed, short, no NUL (Postgres rejects it). */
export const searchTextSchema = z
  .string()
  .trim()
  .max(maxSearchLength)
  .refine((s) => !s.includes('\u0000'), 'Must not contain NUL characters');
/** A query-string boolean: only `true` and `false`. */
export const queryBooleanSchema = z.enum(['true', 'false']).transform((v) => v === 'true');

export const contractStatusSchema = z.enum(contractStatuses);
export type ContractStatus = z.infer<typeof contractStatusSchema>;
export const ratePeriodSchema = z.enum(ratePeriods);
export type RatePeriod = z.infer<typeof ratePeriodSchema>;

/** The overview's filters; the CSV export takes the same ones without the page. */
export const contractFilterSchema = z.object({
  status: contractStatusSchema.optional(),
  projectId: dbIdSchema.optional(),
  /** Rental period: contracts with a line on rent at some point between `from` and `to`. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  /** Contract number, fleet number or product name in the caller's preferred language. */
  q: searchTextSchema.optional(),
  /** Closed contracts are archived: hidden unless this is true. */
  archived: queryBooleanSchema.optional(),
});
/** The overview's order; by cost to date only with prices (else newest first). */
export const contractSortSchema = z.enum(contractSorts);
export type ContractSort = z.infer<typeof contractSortSchema>;
export const contractListQuerySchema = pageQuerySchema.extend(contractFilterSchema.shape).extend({ sort: contractSortSchema.optional() });
export type ContractFilter = z.input<typeof contractFilterSchema>;
export type ContractListQuery = z.input<typeof contractListQuerySchema>;

/**
 * What a contract line has cost so far and its next invoice (apps/api line-cost.ts): amounts are
 * null when the user may not see prices (the date stays); the date is null when nothing is left to
 * invoice. On a contract: the sums of its lines, dated on the earliest next invoice.
 */
export const lineCostSchema = z.object({
  costToDate: z.string().nullable(),
  nextInvoiceDate: isoDateSchema.nullable(),
  nextInvoiceAmount: z.string().nullable(),
});
export type LineCostFigures = z.infer<typeof lineCostSchema>;

export const contractSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: contractStatusSchema,
  projectId: z.number().int().nullable(),
  projectName: z.string().nullable(),
  /** First on-rent date of its lines. */
  startDate: isoDateSchema.nullable(),
  /** Last expected (or actual) off-rent date of its lines. */
  endDate: isoDateSchema.nullable(),
  lineCount: z.number().int(),
  createdAt: z.string(),
}).extend(lineCostSchema.shape);
export type ContractSummary = z.infer<typeof contractSummarySchema>;
/** With the currency of the cost figures (the opCo's). */
export const contractPageSchema = pageOf(contractSummarySchema).extend({ currency: z.string() });
export type ContractPage = z.infer<typeof contractPageSchema>;

export const contractLineSchema = z.object({
  id: z.number().int(),
  productCode: z.string(),
  /** The product's name in every portal language; the portal shows the user's. */
  productNames: localisedNamesSchema,
  fleetNumber: z.string(),
  quantity: z.number().int(),
  onRentDate: isoDateSchema,
  expectedOffRentDate: isoDateSchema,
  actualOffHireDate: isoDateSchema.nullable(),
  /** Null when the client or the user may not see prices: never a zero. */
  rate: z.string().nullable(),
  ratePeriod: ratePeriodSchema,
  /** Quantity minus what off-hire requests (not rejected) already stop. */
  onRentQuantity: z.number().int(),
  /** The latest off-hire requested for the line, if any: the overview says `Off-hire requested`. */
  offHire: z.object({ date: isoDateSchema, quantity: z.number().int(), reference: z.string() }).nullable(),
}).extend(lineCostSchema.shape);
export type ContractLine = z.infer<typeof contractLineSchema>;
export const contractDetailSchema = contractSummarySchema.extend({
  orderNumber: z.string().nullable(),
  /** The PO reference passed on from its order (or its project): what its invoices quote. */
  poReference: z.string().nullable(),
  /** The currency of the rates (the opCo's). */
  currency: z.string(),
  lines: z.array(contractLineSchema),
});
export type ContractDetail = z.infer<typeof contractDetailSchema>;

export const idParamsSchema = z.object({ id: dbIdSchema });

export const documentTypeSchema = z.enum(documentTypes);
export type DocumentType = z.infer<typeof documentTypeSchema>;
export const documentStatusSchema = z.enum(documentStatuses);
export type DocumentStatus = z.infer<typeof documentStatusSchema>;
export const documentStatusFilterSchema = z.enum(documentStatusFilters);
export type DocumentStatusFilter = z.infer<typeof documentStatusFilterSchema>;

export const documentFilterSchema = z.object({
  type: documentTypeSchema.optional(),
  status: documentStatusFilterSchema.optional(),
  /** Document date range, inclusive. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  projectId: dbIdSchema.optional(),
  /** Document number. */
  q: searchTextSchema.optional(),
});
export const documentListQuerySchema = pageQuerySchema.extend(documentFilterSchema.shape);
export type DocumentFilter = z.input<typeof documentFilterSchema>;
export type DocumentListQuery = z.input<typeof documentListQuerySchema>;

export const documentSchema = z.object({
  id: z.number().int(),
  type: documentTypeSchema,
  number: z.string(),
  date: isoDateSchema,
  dueDate: isoDateSchema.nullable(),
  /** Null when prices are hidden, and always for a delivery note (it has no amount). */
  amount: z.string().nullable(),
  currency: z.string(),
  /** Paid, open or overdue; null for a delivery note (nothing to pay). */
  status: documentStatusSchema.nullable(),
  projectId: z.number().int().nullable(),
  projectName: z.string().nullable(),
});
export type PortalDocument = z.infer<typeof documentSchema>;

/**
 * What is open, overdue and outstanding (both) among all documents matching the filter, its status
 * aside: the cards that set the status filter keep their figures whichever is chosen. Amounts null
 * when hidden.
 */
export const documentTotalsSchema = z.object({
  currency: z.string(),
  openCount: z.number().int(),
  openAmount: z.string().nullable(),
  overdueCount: z.number().int(),
  overdueAmount: z.string().nullable(),
  outstandingCount: z.number().int(),
  outstandingAmount: z.string().nullable(),
});
export type DocumentTotals = z.infer<typeof documentTotalsSchema>;
export const documentPageSchema = pageOf(documentSchema).extend({ totals: documentTotalsSchema });
export type DocumentPage = z.infer<typeof documentPageSchema>;

/** At most this many PDFs in one ZIP. */
export const maxDocumentsPerZip = 100;
export const documentZipQuerySchema = z.object({
  /** Comma-separated document ids, e.g. `ids=12,13`. */
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'A comma-separated list of document ids')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .pipe(z.array(z.number().int().positive().max(maxDbId)).min(1).max(maxDocumentsPerZip)),
});

/** The statement of account's file formats (`/documents/statement.<format>`). */
export const statementFormats = ['pdf', 'xlsx'] as const;
export type StatementFormat = (typeof statementFormats)[number];
/** The statement of account: the whole client, or one of its projects. */
export const statementQuerySchema = z.object({ projectId: dbIdSchema.optional() });
export type StatementQuery = z.input<typeof statementQuerySchema>;

/** The client's projects, for filters and forms. */
export const projectOptionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  archived: z.boolean(),
});
export type ProjectOption = z.infer<typeof projectOptionSchema>;
export const projectOptionListSchema = z.object({ items: z.array(projectOptionSchema) });
export type ProjectOptionList = z.infer<typeof projectOptionListSchema>;
