// What the portal's shell loads: clients, global actions, rental contact, availability, translations.
import { z } from 'zod';
import { hasNoNul, localisedNamesSchema, noNulMessage, opCoSchema } from './common';
import { availabilityStatuses } from './vocabulary';

export const corporateClientSchema = z.object({
  id: z.number().int(),
  externalUuid: z.uuid(),
  name: z.string(),
  showPrices: z.boolean(),
  opCo: opCoSchema,
});
export type CorporateClient = z.infer<typeof corporateClientSchema>;

export const corporateClientListSchema = z.array(corporateClientSchema);

export const corporateClientDetailSchema = corporateClientSchema.extend({ commerciallyBlocked: z.boolean() });
export type CorporateClientDetail = z.infer<typeof corporateClientDetailSchema>;

export const externalUuidParamsSchema = z.object({ externalUuid: z.uuid() });

export const globalActionsSchema = z.object({
  order: z.object({ possible: z.boolean(), disabled: z.boolean() }),
});
export type GlobalActions = z.infer<typeof globalActionsSchema>;

export const rentalContactSchema = z.object({ phone: z.string().nullable(), email: z.string().nullable() });
export type RentalContact = z.infer<typeof rentalContactSchema>;

export const availabilityStatusSchema = z.enum(availabilityStatuses);
export type AvailabilityStatus = z.infer<typeof availabilityStatusSchema>;
export const availabilitySchema = z.object({
  status: availabilityStatusSchema,
  bannerText: z.string().max(500).refine(hasNoNul, noNulMessage).nullable(),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const productTranslationsSchema = z.object({
  items: z.array(z.object({ code: z.string(), names: localisedNamesSchema })),
});
export type ProductTranslations = z.infer<typeof productTranslationsSchema>;

export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
/** The process answers (no dependency is asked): a supervisor restarts it otherwise. */
export const livenessSchema = z.object({ status: z.literal('ok') });
/** Everything a request needs is there: a load balancer sends requests only then. */
export const readinessSchema = z.object({
  status: z.literal('ok'),
  checks: z.object({
    database: z.literal('ok'),
    migrations: z.literal('ok'),
    /** `not_used` on a PostgreSQL server: the process then keeps no data of its own. */
    storage: z.enum(['ok', 'not_used']),
  }),
});
