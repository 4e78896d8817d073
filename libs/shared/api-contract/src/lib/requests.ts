// The request service (`apiUrlRequest`): stop a rental (off-hire, answered at once with a reference),
// extend it, report a breakdown or damage (with photos), ask about an invoice, anything else.
import { z } from 'zod';
import { formText, isoDateSchema, localisedNamesSchema, pageOf, pageQuerySchema } from './common';
import { dbIdSchema, lineCostSchema, searchTextSchema } from './overview';
import { overPoBudgetSchema } from './order-po';
import { phoneSchema } from './usermgmt';
import { breakdownUrgencies, maxDbId, requestLimits, requestStatuses, requestTypes } from './vocabulary';

export const requestTypeSchema = z.enum(requestTypes);
export type RequestType = z.infer<typeof requestTypeSchema>;
export const requestStatusSchema = z.enum(requestStatuses);
export type RequestStatus = z.infer<typeof requestStatusSchema>;
export const breakdownUrgencySchema = z.enum(breakdownUrgencies, 'Choose whether the machine is down');
export type BreakdownUrgency = z.infer<typeof breakdownUrgencySchema>;

/** A breakdown's promised response: hours for its urgency and when it is due (fixed at creation), to show in the opCo's time zone. */
export const responsePromiseSchema = z.object({ hours: z.number().int(), dueAt: z.string(), timeZone: z.string() });
export type ResponsePromise = z.infer<typeof responsePromiseSchema>;

// ---------------------------------------------------------------------------------------------
// The list
// ---------------------------------------------------------------------------------------------

export const requestFilterSchema = z.object({
  type: requestTypeSchema.optional(),
  status: requestStatusSchema.optional(),
  /** Created between `from` and `to`, inclusive, in the opCo's time zone. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  /** Request number, off-hire reference, fleet number, asset name or document number. */
  q: searchTextSchema.optional(),
});
export const requestListQuerySchema = pageQuerySchema.extend(requestFilterSchema.shape);
export type RequestFilter = z.input<typeof requestFilterSchema>;
export type RequestListQuery = z.input<typeof requestListQuerySchema>;

/** What a request is about, as one line of text for lists ("C-0000012 FL-123456 +1", an asset, a document). */
export const requestSubjectSchema = z.object({
  kind: z.enum(['contract_lines', 'asset', 'document', 'none']),
  label: z.string().nullable(),
});

export const requestSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  type: requestTypeSchema,
  status: requestStatusSchema,
  /** The off-hire reference (`OH-…`), for off-hire requests. */
  reference: z.string().nullable(),
  concerns: requestSubjectSchema,
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type RequestSummary = z.infer<typeof requestSummarySchema>;
export const requestPageSchema = pageOf(requestSummarySchema);
export type RequestPage = z.infer<typeof requestPageSchema>;

// ---------------------------------------------------------------------------------------------
// One request
// ---------------------------------------------------------------------------------------------

export const requestLineSchema = z.object({
  contractLineId: z.number().int(),
  contractId: z.number().int(),
  contractNumber: z.string(),
  fleetNumber: z.string(),
  productNames: localisedNamesSchema,
  /** Off-hire: how many of the line to stop; null for other types. */
  quantity: z.number().int().nullable(),
  /** Extension: the line's expected end before the request. */
  previousEndDate: isoDateSchema.nullable(),
});
export type RequestLine = z.infer<typeof requestLineSchema>;

export const requestPhotoSchema = z.object({ id: z.number().int(), contentType: z.string(), size: z.number().int() });
export type RequestPhoto = z.infer<typeof requestPhotoSchema>;

export const requestEventSchema = z.object({
  status: requestStatusSchema,
  at: z.string(),
  byName: z.string().nullable(),
  /** The rental company's note with the change (e.g. why it was rejected). */
  note: z.string().nullable(),
});
export type RequestEvent = z.infer<typeof requestEventSchema>;

/** A wall-clock time `HH:MM` (24 h) in the opCo's time zone. */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM');

/** The opCo's collection hours: on `weekday` (1 Monday … 7 Sunday) from `opens` until `closes`, its local time. */
export const collectionHoursSchema = z.array(z.object({ weekday: z.number().int().min(1).max(7), opens: clockTimeSchema, closes: clockTimeSchema }));
export type CollectionHours = z.infer<typeof collectionHoursSchema>;

/** An off-hire's pick-up window as stored: local date-times `YYYY-MM-DDTHH:MM` of the opCo. */
export const pickupWindowSchema = z.object({
  from: z.string(),
  until: z.string().nullable(),
  contactName: z.string(),
  contactPhone: z.string(),
  accessNotes: z.string().nullable(),
});
export type PickupWindow = z.infer<typeof pickupWindowSchema>;

export const requestDetailSchema = requestSummarySchema.extend({
  lines: z.array(requestLineSchema),
  asset: z.object({ id: z.number().int(), name: z.string(), serial: z.string().nullable() }).nullable(),
  document: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  /** Off-hire: the day the equipment stops being charged. */
  offHireDate: isoDateSchema.nullable(),
  /** Extension: the new expected end date. */
  newEndDate: isoDateSchema.nullable(),
  /** Off-hire collection notes, breakdown/damage description, invoice question or other message. */
  description: z.string().nullable(),
  /** Other: the subject. */
  subject: z.string().nullable(),
  /** Breakdown: whether the machine can still be used. */
  machineUsable: z.boolean().nullable(),
  /** Breakdown: how urgent, the on-site contact, where the machine stands, access notes (null for other types and older reports). */
  breakdown: z
    .object({
      urgency: breakdownUrgencySchema,
      siteContactName: z.string().nullable(),
      siteContactPhone: z.string().nullable(),
      machineLocation: z.string().nullable(),
      accessNotes: z.string().nullable(),
      response: responsePromiseSchema.nullable(),
    })
    .nullable(),
  /** Off-hire: when the equipment can be collected, and whom the driver asks on site (null when none was given). */
  pickup: pickupWindowSchema.nullable(),
  /** Extension: it took a project over a PO budget when it was sent (issue 35; its approvers were told), in `currency`. */
  overPoBudget: overPoBudgetSchema.extend({ currency: z.string() }).nullable(),
  photos: z.array(requestPhotoSchema),
  /** Oldest first. */
  events: z.array(requestEventSchema),
  /** Changes with every edit; an edit sends the version it was based on (409 `version_conflict`). */
  version: z.number().int(),
  can: z.object({ edit: z.boolean(), addPhotos: z.boolean() }),
});
export type RequestDetail = z.infer<typeof requestDetailSchema>;

// ---------------------------------------------------------------------------------------------
// What a request can be about (the request service lists them itself: request-only clients too)
// ---------------------------------------------------------------------------------------------

export const requestableLineQuerySchema = pageQuerySchema.extend({
  /** Fleet number, contract number, product name (any language) or project name. */
  q: searchTextSchema.optional(),
  /** Deep links: exactly these lines (comma-separated ids). */
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'A comma-separated list of ids')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .pipe(z.array(z.number().int().positive().max(maxDbId)).min(1).max(requestLimits.maxLines))
    .optional(),
});
export type RequestableLineQuery = z.input<typeof requestableLineQuerySchema>;

/** An open contract line: something still on rent that can be stopped or extended. */
export const requestableLineSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  contractNumber: z.string(),
  projectName: z.string().nullable(),
  productNames: localisedNamesSchema,
  fleetNumber: z.string(),
  quantity: z.number().int(),
  /** Quantity minus what off-hire requests (not rejected) already stop. */
  onRentQuantity: z.number().int(),
  onRentDate: isoDateSchema,
  expectedOffRentDate: isoDateSchema,
  /** The latest off-hire requested for it, if any. */
  offHire: z.object({ date: isoDateSchema, quantity: z.number().int(), reference: z.string() }).nullable(),
}).extend(lineCostSchema.shape);
export type RequestableLine = z.infer<typeof requestableLineSchema>;
export const requestableLinePageSchema = pageOf(requestableLineSchema).extend({
  today: isoDateSchema,
  /** The opCo's local date and time now (`YYYY-MM-DDTHH:MM`): a pick-up window cannot start before it. */
  now: z.string(),
  /** When the opCo collects equipment: a pick-up window must lie within these hours. */
  collectionHours: collectionHoursSchema,
  /** The currency of the lines' cost figures (the opCo's). */
  currency: z.string(),
});
export type RequestableLinePage = z.infer<typeof requestableLinePageSchema>;

export const requestPickerQuerySchema = z.object({ q: searchTextSchema.optional(), id: dbIdSchema.optional() });
/** Assets (not archived) for a breakdown report. */
export const requestableAssetListSchema = z.object({ items: z.array(z.object({ id: z.number().int(), name: z.string(), serial: z.string().nullable() })) });
/** `GET /requests/site-contact`: for a breakdown of this line or asset (exactly one: the API says so after the rights), whom to prefill as the contact on site. */
export const siteContactQuerySchema = z.object({ contractLineId: dbIdSchema.optional(), assetId: dbIdSchema.optional() }).strict();
/** The contact person of the order behind the line (else the project's latest order with one); nulls when there is none. */
export const siteContactSchema = z.object({ name: z.string().nullable(), phone: z.string().nullable() });
export type SiteContact = z.infer<typeof siteContactSchema>;
/** Invoices and credit notes for an invoice question. */
export const requestableDocumentListSchema = z.object({ items: z.array(z.object({ id: z.number().int(), number: z.string(), date: isoDateSchema })) });

// ---------------------------------------------------------------------------------------------
// Creating (header `Idempotency-Key`) and editing
// ---------------------------------------------------------------------------------------------

const lineIds = <T extends z.ZodType>(line: T) =>
  z
    .array(line)
    .min(1, 'Choose at least one line')
    .max(requestLimits.maxLines, `At most ${requestLimits.maxLines} lines in one request`);

export const offHireInputSchema = z
  .object({
    type: z.literal('off_hire'),
    lines: lineIds(z.object({ contractLineId: dbIdSchema, quantity: z.number().int('Enter a whole number').min(1, 'Enter at least 1').max(1_000_000) }).strict()),
    /** Today (the default) or later, in the opCo's time zone, and not before a line's on-rent date. */
    offHireDate: isoDateSchema,
    collectionNotes: formText(requestLimits.maxCollectionNotes, 0).optional(),
    /**
     * The pick-up window (the portal always sends it): from the off-hire date at this time, until an
     * optional date and time, all in the opCo's time zone and within its collection hours.
     */
    pickupFromTime: clockTimeSchema.optional(),
    pickupUntilDate: isoDateSchema.optional(),
    pickupUntilTime: clockTimeSchema.optional(),
    siteContactName: formText(requestLimits.maxSiteContactName, 1).optional(),
    siteContactPhone: phoneSchema.optional(),
    accessNotes: formText(requestLimits.maxAccessNotes, 0).optional(),
  })
  .strict();
export const extensionInputSchema = z
  .object({
    type: z.literal('extension'),
    lines: lineIds(z.object({ contractLineId: dbIdSchema }).strict()),
    /** After every chosen line's current expected end. */
    newEndDate: isoDateSchema,
  })
  .strict();
/** `POST /requests/extension-check`: the extension as the form holds it, before sending. */
export const extensionCheckInputSchema = extensionInputSchema.omit({ type: true });
export type ExtensionCheckInput = z.infer<typeof extensionCheckInputSchema>;

/** Whether the extension's extra days take a project of its lines over a PO budget (the worst one), as the API reckons it. */
export const extensionCheckSchema = z.object({ currency: z.string(), overPoBudget: overPoBudgetSchema.nullable() });
export type ExtensionCheck = z.infer<typeof extensionCheckSchema>;

export const breakdownInputSchema = z
  .object({
    type: z.literal('breakdown'),
    /** One of the two: an asset or a contract line. */
    assetId: dbIdSchema.optional(),
    contractLineId: dbIdSchema.optional(),
    description: formText(requestLimits.maxDescription, requestLimits.minDescription),
    /** Down (work has stopped) or works with problems; the opCo's promised response depends on it. */
    urgency: breakdownUrgencySchema,
    siteContactName: formText(requestLimits.maxSiteContactName, 0).optional(),
    siteContactPhone: z.string('Enter a phone number for the contact on site').pipe(phoneSchema),
    machineLocation: formText(requestLimits.maxMachineLocation, 0).optional(),
    accessNotes: formText(requestLimits.maxAccessNotes, 0).optional(),
  })
  .strict();
export const damageInputSchema = z
  .object({
    type: z.literal('damage'),
    contractLineId: dbIdSchema,
    description: formText(requestLimits.maxDescription, requestLimits.minDescription),
  })
  .strict();
export const invoiceQueryInputSchema = z
  .object({
    type: z.literal('invoice_query'),
    /** The invoice or credit note chosen, or (exactly one of the two) its number as typed: the API looks it up. */
    documentId: dbIdSchema.optional(),
    documentNumber: formText(requestLimits.maxDocumentNumber, 1).optional(),
    description: formText(requestLimits.maxDescription, requestLimits.minDescription),
  })
  .strict();
export const otherInputSchema = z
  .object({
    type: z.literal('other'),
    subject: formText(requestLimits.maxSubject, 1),
    description: formText(requestLimits.maxMessage, requestLimits.minDescription),
  })
  .strict();

/** A window has a start time and a contact, and its end both a date and a time, or neither. */
function pickupShape(r: z.infer<typeof offHireInputSchema>, ctx: z.RefinementCtx) {
  const given = [r.pickupFromTime, r.pickupUntilDate, r.pickupUntilTime, r.siteContactName, r.siteContactPhone, r.accessNotes].some((v) => v !== undefined);
  if (!given) return;
  const missing = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (r.pickupFromTime === undefined) missing('pickupFromTime', 'Enter the time from which it can be collected');
  if (r.siteContactName === undefined) missing('siteContactName', 'Enter the on-site contact');
  if (r.siteContactPhone === undefined) missing('siteContactPhone', "Enter the on-site contact's phone");
  if (r.pickupUntilDate !== undefined && r.pickupUntilTime === undefined) missing('pickupUntilTime', 'Enter a time with the until date');
  if (r.pickupUntilTime !== undefined && r.pickupUntilDate === undefined) missing('pickupUntilDate', 'Enter a date with the until time');
}

/** The body of `POST /requests`; photos of a damage report follow with `POST /requests/:id/photos`. */
export const requestInputSchema = z
  .discriminatedUnion('type', [offHireInputSchema, extensionInputSchema, breakdownInputSchema, damageInputSchema, invoiceQueryInputSchema, otherInputSchema])
  .superRefine((r, ctx) => {
    if (r.type === 'off_hire') pickupShape(r, ctx);
    if (r.type === 'breakdown' && (r.assetId === undefined) === (r.contractLineId === undefined))
      ctx.addIssue({ code: 'custom', path: ['assetId'], message: 'Choose an asset or a contract line' });
    if (r.type === 'invoice_query' && (r.documentId === undefined) === (r.documentNumber === undefined))
      ctx.addIssue({ code: 'custom', path: ['documentId'], message: 'Choose an invoice or credit note' });
  });
export type RequestInput = z.infer<typeof requestInputSchema>;

export const createdRequestSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: requestStatusSchema,
  /** `OH-…` for an off-hire, at once. */
  reference: z.string().nullable(),
  /** A breakdown: the response the opCo promises for its urgency (null or absent for other types). */
  response: responsePromiseSchema.nullish(),
});
export type CreatedRequest = z.infer<typeof createdRequestSchema>;

/**
 * `PATCH /requests/:id` while it is Submitted, with MANAGE_REQUESTS: the texts
 * and dates (not which lines or how many: stop or extend again for that). Fields of another type: 400.
 */
export const requestEditSchema = z
  .object({
    version: z.number().int().min(1).max(1_000_000),
    offHireDate: isoDateSchema.optional(),
    newEndDate: isoDateSchema.optional(),
    collectionNotes: formText(requestLimits.maxCollectionNotes, 0).optional(),
    description: formText(requestLimits.maxMessage, requestLimits.minDescription).optional(),
    subject: formText(requestLimits.maxSubject, 1).optional(),
    /** A breakdown's urgency: a change renews the opCo's promise (services/request/breakdown.ts). */
    urgency: breakdownUrgencySchema.optional(),
  })
  .strict();
export type RequestEdit = z.infer<typeof requestEditSchema>;

/** `GET /requests/:id/photos/:photoId` answers the image itself. */
export const requestPhotoParamsSchema = z.object({ id: dbIdSchema, photoId: dbIdSchema });
