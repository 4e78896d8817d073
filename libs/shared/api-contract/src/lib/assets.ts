// Assets: the equipment a customer tracks in the portal (rented from us or their own), with its
// location and inspection due date. Served by the general service (`apiUrl`), module `asset`.
import { z } from 'zod';
import { formText, isoDateSchema, localisedNamesSchema, pageOf, pageQuerySchema } from './common';
import { dbIdSchema, queryBooleanSchema, searchTextSchema } from './overview';
import { assetLimits, inspectionDueFilters } from './vocabulary';

export const inspectionDueFilterSchema = z.enum(inspectionDueFilters);

/** Filters of the list, the map and the CSV export (the map and the list show the same assets). */
export const assetFilterSchema = z.object({
  categoryId: dbIdSchema.optional(),
  projectId: dbIdSchema.optional(),
  inspectionDue: inspectionDueFilterSchema.optional(),
  /** Name or serial. */
  q: searchTextSchema.optional(),
  /** Archived assets are hidden unless this is true. */
  archived: queryBooleanSchema.optional(),
});
export const assetListQuerySchema = pageQuerySchema.extend(assetFilterSchema.shape);
export type AssetFilter = z.input<typeof assetFilterSchema>;
export type AssetListQuery = z.input<typeof assetListQuerySchema>;

export const assetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryId: z.number().int().nullable(),
  categoryNames: localisedNamesSchema.nullable(),
  serial: z.string(),
  projectId: z.number().int().nullable(),
  projectName: z.string().nullable(),
  locationLabel: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  inspectionDueDate: isoDateSchema.nullable(),
  /** Owned by the customer (true) or rented from us (false). */
  owned: z.boolean(),
  archived: z.boolean(),
  /** Changes with every edit; an edit sends the version it was based on. */
  version: z.number().int(),
});
export type Asset = z.infer<typeof assetSchema>;

/** A page of the list, plus how many of ALL matching assets are overdue or due within 30 days. */
export const assetPageSchema = pageOf(assetSchema).extend({
  today: isoDateSchema,
  inspections: z.object({ overdue: z.number().int(), dueSoon: z.number().int() }),
});
export type AssetPage = z.infer<typeof assetPageSchema>;

/** Every matching asset with a location, for the map (small rows; at most 20,000). */
export const assetMapPointsSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), name: z.string(), serial: z.string(), lat: z.number(), lng: z.number(), archived: z.boolean() })),
});
export type AssetMapPoints = z.infer<typeof assetMapPointsSchema>;

const assetFields = z.object({
  name: formText(assetLimits.maxName),
  categoryId: dbIdSchema.nullable(),
  /** Unique within the client: 409 `serial_taken` names the other asset. */
  serial: formText(assetLimits.maxSerial),
  projectId: dbIdSchema.nullable(),
  locationLabel: formText(assetLimits.maxLocationLabel, 0).nullable(),
  lat: z.number().min(-90, 'Between -90 and 90').max(90, 'Between -90 and 90').nullable(),
  lng: z.number().min(-180, 'Between -180 and 180').max(180, 'Between -180 and 180').nullable(),
  inspectionDueDate: isoDateSchema.nullable(),
  owned: z.boolean(),
});

const bothCoordinatesOrNeither = (a: { lat: number | null; lng: number | null }, ctx: z.RefinementCtx) => {
  if ((a.lat === null) !== (a.lng === null)) ctx.addIssue({ code: 'custom', path: [a.lat === null ? 'lat' : 'lng'], message: 'Give both coordinates, or neither' });
};

/** Add: `POST /assets` with header `Idempotency-Key`. */
export const assetInputSchema = assetFields.strict().superRefine(bothCoordinatesOrNeither);
export type AssetInput = z.infer<typeof assetInputSchema>;

/** Edit: `PUT /assets/:id` with the version it was based on (409 `version_conflict`). */
export const assetUpdateSchema = assetFields.extend({ version: z.number().int().min(1).max(1_000_000) }).strict().superRefine(bothCoordinatesOrNeither);
export type AssetUpdate = z.infer<typeof assetUpdateSchema>;

/** `POST /assets/:id/archive` and `/restore`. */
export const assetVersionBodySchema = z.object({ version: z.number().int().min(1).max(1_000_000) }).strict();

/** The asset's requests, for its page. */
export const assetRequestListSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), number: z.string(), type: z.string(), status: z.string(), createdAt: z.string() })),
});

/** The categories an asset can have (the catalogue's), and the client's projects, for filters and forms. */
export const assetOptionsSchema = z.object({
  categories: z.array(z.object({ id: z.number().int(), names: localisedNamesSchema })),
  projects: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), archived: z.boolean() })),
});
export type AssetOptions = z.infer<typeof assetOptionsSchema>;
