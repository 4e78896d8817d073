// The request service: off-hire, extension, breakdown, damage and other customer requests.
import { z } from 'zod';
import { isoDateSchema, pageOf, pageQuerySchema } from './common';
import { requestTypes } from './vocabulary';

export const requestTypeSchema = z.enum(requestTypes);
export const requestStatusSchema = z.enum(['submitted', 'in_progress', 'done', 'rejected']);

export const requestListQuerySchema = pageQuerySchema.extend({
  type: requestTypeSchema.optional(),
  status: requestStatusSchema.optional(),
});
export type RequestListQuery = z.input<typeof requestListQuerySchema>;

export const portalRequestSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  type: requestTypeSchema,
  status: requestStatusSchema,
  reference: z.string().nullable(),
  description: z.string().nullable(),
  quantity: z.number().int().nullable(),
  newEndDate: isoDateSchema.nullable(),
  contractLineId: z.number().int().nullable(),
  assetId: z.number().int().nullable(),
  documentId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type PortalRequest = z.infer<typeof portalRequestSchema>;
export const requestPageSchema = pageOf(portalRequestSchema);
