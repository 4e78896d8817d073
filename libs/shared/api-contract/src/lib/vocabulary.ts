// The contract's closed lists as plain constants, without zod. Code that runs before the first
// render (the startup config check, the locales) reads them from
// '@portal/shared-api-contract/vocabulary', which costs the first load a few bytes instead of the
// schema library. The zod enums in common.ts and config.ts are built from these lists, so each
// list is still written once.

export const opCos = ['nl', 'be', 'de', 'pl', 'hu'] as const;

export const appEnvs = ['local', 'qa', 'pp', 'prod'] as const;

export const languageCodes = ['en-US', 'de', 'fr-BE', 'nl', 'nl-BE', 'hu', 'pl'] as const;

/**
 * The password policy (auth.ts's newPasswordSchema is built from it): long enough to resist
 * guessing, with at least one letter and one character that is not a letter.
 */
export const passwordPolicy = {
  minLength: 12,
  maxLength: 128,
  letter: /\p{L}/u,
  nonLetter: /[^\p{L}]/u,
} as const;

export const contractStatuses = ['open', 'partly_off_hired', 'closed'] as const;
export const ratePeriods = ['day', 'week', 'four_weeks'] as const;
export const documentTypes = ['invoice', 'credit_note', 'delivery_note'] as const;
export const documentStatuses = ['open', 'paid', 'overdue'] as const;
export const requestTypes = ['off_hire', 'extension', 'breakdown', 'damage', 'invoice_query', 'other'] as const;
/** Ids are Postgres serials: positive int4. */
export const maxDbId = 2_147_483_647;
/** The longest text a search field sends. */
export const maxSearchLength = 100;

/** Where an order stands. `draft` exists only in the portal (the `addOrder` slice), never on the server. */
export const orderStatuses = ['submitted', 'awaiting_approval', 'confirmed', 'delivered', 'closed', 'cancelled', 'rejected'] as const;
export const deliveryMethods = ['delivery', 'pickup'] as const;
export const orderEventKinds = ['placed', 'approved', 'rejected', 'confirmed', 'delivered', 'closed', 'cancelled'] as const;
/** The rules an order obeys, said by the portal next to each field and enforced by the API. */
export const orderLimits = {
  maxLines: 50,
  minQuantity: 1,
  maxQuantity: 999,
  maxPoReference: 50,
  maxComment: 2000,
  maxRejectReason: 1000,
  minRejectReason: 3,
  /** The highest approval threshold a client can set, in its currency. */
  maxApprovalThreshold: 100_000_000,
} as const;

export const requestStatuses = ['submitted', 'in_progress', 'done', 'rejected'] as const;
/** The rules a request obeys, said by the portal next to each field and enforced by the API. */
export const requestLimits = {
  maxLines: 50,
  minDescription: 10,
  maxDescription: 2000,
  maxCollectionNotes: 1000,
  maxSubject: 200,
  maxMessage: 4000,
  maxPhotos: 3,
  maxPhotoBytes: 5 * 1024 * 1024,
  photoTypes: ['image/jpeg', 'image/png'],
} as const;

/** Inspection due filter: overdue, or due within the next 30 days (overdue included). */
export const inspectionDueFilters = ['overdue', 'within_30_days'] as const;
/** The rules an asset obeys, said by the portal next to each field and enforced by the API. */
export const assetLimits = {
  maxName: 120,
  maxSerial: 60,
  maxLocationLabel: 200,
  /** Days ahead that count as "due soon". */
  dueSoonDays: 30,
} as const;
