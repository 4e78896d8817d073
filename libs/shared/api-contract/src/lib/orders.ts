// Rental orders: the catalogue to choose from, the options of the order form, the estimate, placing
// an order (idempotent), the client's orders, and approval. Served by the overview service
// (`apiUrlOverview`) with the contracts and documents: everything of the order area in one place.
import { z } from 'zod';
import { isoDateSchema, localisedNamesSchema, pageOf, pageQuerySchema } from './common';
import { dbIdSchema, searchTextSchema } from './overview';
import { orderText, orderVersionBodySchema } from './order-base';
import { orderDateChangeSchema, orderEventDatesSchema } from './order-dates';
import { orderEventPoSchema, overPoBudgetSchema } from './order-po';
import { deliveryMethods, orderEventKinds, orderLimits, orderStatuses } from './vocabulary';

// The date-change and PO schemas live in files of their own; every import goes on through here.
export * from './order-base';
export * from './order-dates';
export * from './order-po';

export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const deliveryMethodSchema = z.enum(deliveryMethods);
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;
export const orderEventKindSchema = z.enum(orderEventKinds);
export type OrderEventKind = z.infer<typeof orderEventKindSchema>;

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

export const productCategorySchema = z.object({ id: z.number().int(), code: z.string(), names: localisedNamesSchema });
export type ProductCategory = z.infer<typeof productCategorySchema>;
export const productCategoryListSchema = z.object({ items: z.array(productCategorySchema) });

/** Day, week and 4-week rates as decimal strings, in the client's currency. */
export const productRatesSchema = z.object({ day: z.string(), week: z.string(), fourWeeks: z.string() });
export type ProductRates = z.infer<typeof productRatesSchema>;

export const productSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  categoryId: z.number().int(),
  names: localisedNamesSchema,
  /** A path under the portal's own assets, or null. */
  imageUrl: z.string().nullable(),
  /** Null when the client or the user may not see prices: never zeros. */
  rates: productRatesSchema.nullable(),
});
export type Product = z.infer<typeof productSchema>;

/** Products the client's opCo rents out; `q` matches the code or the name in any language. */
export const productListQuerySchema = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
  categoryId: dbIdSchema.optional(),
  q: searchTextSchema.optional(),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;
export const productPageSchema = pageOf(productSchema).extend({ currency: z.string() });
export type ProductPage = z.infer<typeof productPageSchema>;

// ---------------------------------------------------------------------------------------------
// The order form's options (403 `client_blocked` or `missing_right` when the caller may not order)
// ---------------------------------------------------------------------------------------------

export const orderFormOptionsSchema = z.object({
  /** Today in the opCo's time zone: the earliest start date. */
  today: isoDateSchema,
  currency: z.string(),
  /** Orders above this total wait for approval; null when off or when prices are hidden. */
  approvalThreshold: z.string().nullable(),
  /**
   * Only what is not archived: archived master data cannot be chosen. `addressIds` and
   * `contactPersonIds` are the project's own: its site address, then what its orders used, most
   * recent first (the form proposes the first and offers these before the others).
   */
  projects: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      poNumber: z.string().nullable(),
      addressIds: z.array(z.number().int()),
      contactPersonIds: z.array(z.number().int()),
    }),
  ),
  addresses: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      street: z.string(),
      postalCode: z.string(),
      city: z.string(),
      country: z.string(),
      /** The client's default delivery address comes first, marked. */
      defaultDelivery: z.boolean(),
    }),
  ),
  contactPersons: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() })),
  /** The depots of the client's opCo, for pick-up. */
  depots: z.array(z.object({ id: z.number().int(), name: z.string(), city: z.string() })),
});
export type OrderFormOptions = z.infer<typeof orderFormOptionsSchema>;

// ---------------------------------------------------------------------------------------------
// Placing an order
// ---------------------------------------------------------------------------------------------

export const orderLineInputSchema = z
  .object({
    productId: dbIdSchema,
    quantity: z
      .number()
      .int('Enter a whole number')
      .min(orderLimits.minQuantity, `Enter at least ${orderLimits.minQuantity}`)
      .max(orderLimits.maxQuantity, `Enter at most ${orderLimits.maxQuantity}`),
    startDate: isoDateSchema,
    expectedEndDate: isoDateSchema,
    deliveryMethod: deliveryMethodSchema,
    /** Required for pick-up, ignored (must be absent or null) for delivery. */
    depotId: dbIdSchema.nullable().optional(),
    /** The line's own PO reference, where the customer needs one per line; absent: the order's. */
    poReference: orderText(orderLimits.maxPoReference).optional(),
  })
  .strict()
  .superRefine((line, ctx) => {
    if (line.expectedEndDate <= line.startDate) ctx.addIssue({ code: 'custom', path: ['expectedEndDate'], message: 'The end date must be after the start date' });
    if (line.deliveryMethod === 'pickup' && line.depotId == null) ctx.addIssue({ code: 'custom', path: ['depotId'], message: 'Choose a depot for pick-up' });
  });
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;

const orderLinesSchema = z
  .array(orderLineInputSchema)
  .min(1, 'Add at least one product')
  .max(orderLimits.maxLines, `An order has at most ${orderLimits.maxLines} lines`);

/** The body of `POST /orders` (header `Idempotency-Key`: a UUID the portal keeps until it has an answer). */
export const orderInputSchema = z
  .object({
    projectId: dbIdSchema,
    /** Required when a line is delivered. */
    addressId: dbIdSchema.nullable().optional(),
    contactPersonId: dbIdSchema,
    poReference: orderText(orderLimits.maxPoReference).optional(),
    comment: orderText(orderLimits.maxComment).optional(),
    lines: orderLinesSchema,
  })
  .strict()
  .superRefine((order, ctx) => {
    if (order.addressId == null && order.lines.some((l) => l.deliveryMethod === 'delivery'))
      ctx.addIssue({ code: 'custom', path: ['addressId'], message: 'Choose a delivery address' });
  });
export type OrderInput = z.infer<typeof orderInputSchema>;

/** The body of `POST /orders/quote`: the lines only; the same line rules as an order. */
export const orderQuoteInputSchema = z.object({
  lines: orderLinesSchema,
  /** The order's project: the caller's other orders for it in the last 24 hours count with this one. */
  projectId: dbIdSchema.optional(),
  /** The order's PO reference: the quote says whether the order takes the project over that PO's budget. */
  poReference: orderText(orderLimits.maxPoReference).optional(),
}).strict();
export type OrderQuoteInput = z.infer<typeof orderQuoteInputSchema>;

/** The estimate the API computes (the same rules it bills by); costs null when prices are hidden. */
export const orderQuoteSchema = z.object({
  currency: z.string(),
  lines: z.array(z.object({ days: z.number().int(), cost: z.string().nullable() })),
  total: z.string().nullable(),
  /** Whether this order would wait for approval, said even to users who cannot see prices. */
  needsApproval: z.boolean(),
  /** The caller's other orders for the project in the last 24 hours count with it against the approval amount. */
  countedWithOthers: z.boolean(),
  /** The order takes its project over the budget of its PO (order-po.ts); null when it stays within. */
  overPoBudget: overPoBudgetSchema.nullable(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

export const idempotencyKeyHeaderSchema = z.object({ 'idempotency-key': z.uuid() });

export const placedOrderSchema = z.object({ id: z.number().int(), number: z.string(), status: orderStatusSchema });
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

// ---------------------------------------------------------------------------------------------
// The client's orders
// ---------------------------------------------------------------------------------------------

export const orderFilterSchema = z.object({
  status: orderStatusSchema.optional(),
  projectId: dbIdSchema.optional(),
  /** Placed between `from` and `to`, inclusive, in the opCo's time zone. */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  /** Order number or PO reference. */
  q: searchTextSchema.optional(),
});
export const orderListQuerySchema = pageQuerySchema.extend(orderFilterSchema.shape);
export type OrderFilter = z.input<typeof orderFilterSchema>;
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const orderSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: orderStatusSchema,
  projectId: z.number().int().nullable(),
  projectName: z.string().nullable(),
  poReference: z.string().nullable(),
  /** Earliest start and latest expected end of its lines. */
  startDate: isoDateSchema.nullable(),
  endDate: isoDateSchema.nullable(),
  lineCount: z.number().int(),
  /** The estimate when it was placed; null when prices are hidden. */
  total: z.string().nullable(),
  currency: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderPageSchema = pageOf(orderSummarySchema);
export type OrderPage = z.infer<typeof orderPageSchema>;

export const orderLineSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productCode: z.string(),
  productNames: localisedNamesSchema,
  quantity: z.number().int(),
  startDate: isoDateSchema,
  expectedEndDate: isoDateSchema,
  deliveryMethod: deliveryMethodSchema,
  depotId: z.number().int().nullable(),
  depotName: z.string().nullable(),
  /** Null when prices are hidden. */
  cost: z.string().nullable(),
  /** The line's own PO reference; null: the order's holds. */
  poReference: z.string().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderEventSchema = z.object({
  kind: orderEventKindSchema,
  at: z.string(),
  byName: z.string().nullable(),
  /** The reason given with a rejection or a cancellation. */
  reason: z.string().nullable(),
  /** A `dates_changed` step (order-dates.ts); null for every other kind. */
  dates: orderEventDatesSchema.nullable(),
  /** A `po_changed` step (order-po.ts); null for every other kind. */
  po: orderEventPoSchema.nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  /** The id lets `Order again` propose the same address and contact person. */
  address: z.object({ id: z.number().int(), label: z.string(), street: z.string(), postalCode: z.string(), city: z.string(), country: z.string() }).nullable(),
  contactPerson: z.object({ id: z.number().int(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  comment: z.string().nullable(),
  lines: z.array(orderLineSchema),
  /** Oldest first. */
  events: z.array(orderEventSchema),
  /** Changes with every status change; approve, reject and cancel send the version they saw. */
  version: z.number().int(),
  /** What the caller may do with it now (the API checks again). Nobody approves an order of their own. */
  can: z.object({ approve: z.boolean(), cancel: z.boolean(), editPo: z.boolean() }),
  /** Moving the order's dates (order-dates.ts). */
  dateChange: orderDateChangeSchema,
  /** It waits for approval and nobody but the person who placed it holds APPROVE_ORDERS: an administrator must name another approver. */
  noOtherApprover: z.boolean(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** Reject: the version the user saw and why. */
export const orderRejectBodySchema = orderVersionBodySchema
  .extend({ reason: orderText(orderLimits.maxRejectReason).pipe(z.string().min(orderLimits.minRejectReason, 'Say why, in a few words')) })
  .strict();
export type OrderRejectBody = z.infer<typeof orderRejectBodySchema>;

// ---------------------------------------------------------------------------------------------
// Approval settings (MANAGE_ROLES_AND_USERS)
// ---------------------------------------------------------------------------------------------

export const orderSettingsSchema = z.object({
  /** Orders whose estimate is above this need approval; null: approval is off. */
  approvalThreshold: z.string().nullable(),
  currency: z.string(),
  /** The client's roles (not archived) and whether they hold APPROVE_ORDERS. */
  roles: z.array(z.object({ id: z.number().int(), name: z.string(), approves: z.boolean() })),
  version: z.number().int(),
});
export type OrderSettings = z.infer<typeof orderSettingsSchema>;

export const orderSettingsInputSchema = z
  .object({
    /** A whole amount in the client's currency, or null to switch approval off. */
    approvalThreshold: z.number().int('Enter a whole amount').min(1, 'Enter an amount above 0').max(orderLimits.maxApprovalThreshold).nullable(),
    approverRoleIds: z.array(dbIdSchema).max(100),
    version: z.number().int().min(1).max(1_000_000),
  })
  .strict()
  .superRefine((s, ctx) => {
    if (s.approvalThreshold !== null && s.approverRoleIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['approverRoleIds'], message: 'Choose at least one role that may approve, or switch approval off' });
  });
export type OrderSettingsInput = z.infer<typeof orderSettingsInputSchema>;
