// The contract's closed lists as plain constants, without zod. Code that runs before the first
// render (the startup config check, the locales) reads them from
// '@portal/shared-api-contract/vocabulary', which costs the first load a few bytes instead of the
// schema library. The zod enums in common.ts and config.ts are built from these lists, so each
// list is still written once.

export const opCos = ['nl', 'be', 'de', 'pl', 'hu'] as const;

export const appEnvs = ['local', 'qa', 'pp', 'prod'] as const;

export const languageCodes = ['en-US', 'de', 'fr-BE', 'nl', 'nl-BE', 'hu', 'pl'] as const;

export const portalModules = ['order', 'request', 'asset'] as const;

export const rightNames = [
  'MANAGE_ROLES_AND_USERS',
  'PLACE_ORDERS',
  'VIEW_PRICES',
  'VIEW_DOCUMENTS',
  'MANAGE_REQUESTS',
  'MANAGE_ASSETS',
  'APPROVE_ORDERS',
] as const;

export const availabilityStatuses = ['UP', 'DOWN', 'MAINTENANCE'] as const;

/**
 * The password policy (auth.ts's newPasswordSchema is built from it): long enough to resist
 * guessing, and no composition rules (OWASP ASVS 5.0, 6.2.5): any characters, in any mix. What
 * makes a long password weak, being common or made of the user's own details, only the server
 * can check (it keeps the list): it refuses such a password with a 400 of code `guessableCode`
 * naming the password field with `guessableMessage`.
 */
export const passwordPolicy = {
  minLength: 12,
  maxLength: 128,
  guessableCode: 'common_password',
  guessableMessage: 'Too common or too easy to guess',
} as const;

export const contractStatuses = ['open', 'partly_off_hired', 'closed'] as const;
/** The overview's orders: newest first (the default) or the highest cost to date first. */
export const contractSorts = ['newest', 'costToDate'] as const;
export const ratePeriods = ['day', 'week', 'four_weeks'] as const;
export const documentTypes = ['invoice', 'credit_note', 'delivery_note'] as const;
export const documentLineKinds = ['rental', 'transport', 'damage_waiver'] as const;
export const documentLineUnits = ['day', 'week', 'piece'] as const;
export const documentStatuses = ['open', 'paid', 'overdue'] as const;
/** The documents list's status filter: a status, or `outstanding` (open and overdue: what is still to pay). */
export const documentStatusFilters = [...documentStatuses, 'outstanding'] as const;
export const requestTypes = ['off_hire', 'extension', 'breakdown', 'damage', 'invoice_query', 'other'] as const;
/** Ids are Postgres serials: positive int4. */
export const maxDbId = 2_147_483_647;
/** The longest text a search field sends. */
export const maxSearchLength = 100;
/** The calendar dates a rental can concern (YYYY-MM-DD, inclusive): the API refuses others, the URL parser drops them. */
export const dateBounds = { min: '1900-01-01', max: '2999-12-31' } as const;

/** Where an order stands. `draft` exists only in the portal (the `addOrder` slice), never on the server. */
export const orderStatuses = ['submitted', 'awaiting_approval', 'confirmed', 'delivered', 'closed', 'cancelled', 'rejected'] as const;
export const deliveryMethods = ['delivery', 'pickup'] as const;
export const orderEventKinds = ['placed', 'approved', 'rejected', 'confirmed', 'delivered', 'closed', 'cancelled', 'dates_changed', 'po_changed'] as const;
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
/** A breakdown's urgency: the opCo promises a response time for each (op_cos.response_hours_*). */
export const breakdownUrgencies = ['down', 'works_with_problems'] as const;
/** The rules a request obeys, said by the portal next to each field and enforced by the API. */
export const requestLimits = {
  maxLines: 50,
  minDescription: 10,
  maxDescription: 2000,
  maxCollectionNotes: 1000,
  /** The on-site contact's name (a breakdown's, an off-hire's pick-up), where the machine stands, how to get to it. */
  maxSiteContactName: 100,
  maxMachineLocation: 300,
  maxAccessNotes: 1000,
  maxSubject: 200,
  maxMessage: 4000,
  /** A document number as typed into the invoice question (INV-00000021 is 12). */
  maxDocumentNumber: 40,
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

/** ISO 3166-1 alpha-2 codes an address may have (the flag set adds eu, un, gb-eng, … for other uses). */
export const countryCodes = 'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(' ');

/** Limits of the company pages' fields (the contract's schemas and the forms share them). */
export const companyLimits = {
  maxName: 100,
  maxJobTitle: 100,
  maxEmail: 254,
  maxLabel: 120,
  maxStreet: 200,
  maxPostalCode: 12,
  maxCity: 100,
  maxProjectName: 120,
  maxProjectCode: 40,
  maxPoNumber: 60,
  /** Budgets in whole currency units below this (numeric(14,2) holds 12 digits before the point). */
  maxBudget: 1_000_000_000,
  maxRoleName: 60,
  maxRolesPerUser: 20,
  /** Projects one user can be limited to (`Only these projects`). */
  maxProjectsPerUser: 200,
  /** Days an invitation link stays valid. */
  invitationDays: 7,
  /** Spent plus committed from this share of the budget shows amber; above 100 % red. */
  budgetWarningShare: 0.8,
} as const;

/** A member of the client: invited (no password yet), active, or deactivated by the company. */
export const memberStatuses = ['invited', 'active', 'deactivated'] as const;

/**
 * The module each right belongs to (null: every client has it). A role offers and accepts only the
 * rights of its client's modules (issue 31): a client without the asset module has no use for
 * MANAGE_ASSETS. Documents and prices are the order area's (`/order/documents`).
 */
export const rightModules: Record<(typeof rightNames)[number], (typeof portalModules)[number] | null> = {
  MANAGE_ROLES_AND_USERS: null,
  PLACE_ORDERS: 'order',
  APPROVE_ORDERS: 'order',
  VIEW_PRICES: 'order',
  VIEW_DOCUMENTS: 'order',
  MANAGE_REQUESTS: 'request',
  MANAGE_ASSETS: 'asset',
};

/** The rights grouped as the roles page shows them (every right exactly once). */
export const rightGroups = {
  orders: ['PLACE_ORDERS', 'APPROVE_ORDERS', 'VIEW_PRICES'],
  records: ['VIEW_DOCUMENTS', 'MANAGE_REQUESTS', 'MANAGE_ASSETS'],
  administration: ['MANAGE_ROLES_AND_USERS'],
} as const;

/** Limits of the Help menu's forms (report a problem, suggest an idea). */
export const helpLimits = {
  maxSubject: 120,
  minMessage: 10,
  maxMessage: 4000,
  /** A document number as typed into the invoice question (INV-00000021 is 12). */
  maxDocumentNumber: 40,
  maxPage: 500,
  maxAppVersion: 60,
} as const;

/** Days of the week as depots' opening hours name them, Monday first (ISO 8601). */
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

/** The formats of every list export: `<list>/export.csv` and `<list>/export.xlsx`. */
export const exportFormats = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];
