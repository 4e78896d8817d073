// One invoice or credit note with its content: lines, VAT per rate, totals, terms, the issuer.
import { z } from 'zod';
import { isoDateSchema, localisedNamesSchema } from './common';
import { documentSchema } from './overview';
import { documentLineKinds, documentLineUnits } from './vocabulary';

/** Every amount below is null when the caller may not see prices (client show_prices and VIEW_PRICES). */
const money = z.string().nullable();

export const documentLineSchema = z.object({
  position: z.number().int(),
  kind: z.enum(documentLineKinds),
  /** A rental line's product in every language (null for a service line). */
  productNames: localisedNamesSchema.nullable(),
  fleetNumber: z.string().nullable(),
  periodFrom: isoDateSchema.nullable(),
  periodTo: isoDateSchema.nullable(),
  quantity: z.number().int(),
  unit: z.enum(documentLineUnits),
  /** Days, weeks or pieces per item. */
  unitCount: z.number().int(),
  rate: money,
  netAmount: money,
  /** Percent, e.g. "21.00": not a price, so always shown. */
  vatRate: z.string(),
});
export type DocumentLine = z.infer<typeof documentLineSchema>;
export type DocumentLineKind = DocumentLine['kind'];

export const vatBreakdownSchema = z.object({ vatRate: z.string(), netAmount: z.string(), vatAmount: z.string() });
export type VatBreakdown = z.infer<typeof vatBreakdownSchema>;

/** The operating company that issued the document: its legal name, address and bank account. */
export const documentIssuerSchema = z.object({
  legalName: z.string().nullable(),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  countryCode: z.string().nullable(),
  vatNumber: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
});

export const documentDetailSchema = documentSchema.extend({
  lines: z.array(documentLineSchema),
  /** Per VAT rate: the net it applies to and its VAT (empty when prices are hidden). */
  vatBreakdown: z.array(vatBreakdownSchema),
  netAmount: money,
  vatAmount: money,
  /** The gross, what is owed: the same as `amount`. */
  grossAmount: money,
  paymentTermsDays: z.number().int().nullable(),
  paymentReference: z.string().nullable(),
  /** The purchase order the document quotes, from its contract or order. */
  poReference: z.string().nullable(),
  /** A credit note: the invoice it corrects. */
  corrects: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  issuer: documentIssuerSchema,
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;
