// The `addOrder` slice (spec §3): what a user has put together so far, kept on the device. Parsed
// field by field, so a value from another app version or a damaged one loses only what no longer fits.
import type { DeliveryMethod, LocalisedNames } from '@portal/shared-api-contract';
import { isIsoDate } from './draft-dates';

/** Bumped when the shape changes; older values are still read field by field. */
export const draftVersion = 1;

export interface DraftLine {
  /** Local id of the line (React keys, field errors), stable while the line exists. */
  key: string;
  productId: number;
  productCode: string;
  productNames: LocalisedNames;
  imageUrl: string | null;
  /** Null while the field is empty; out-of-range values are kept so the user sees why. */
  quantity: number | null;
  /** '' while empty. */
  startDate: string;
  expectedEndDate: string;
  deliveryMethod: DeliveryMethod;
  depotId: number | null;
  /** The line's own PO reference, where the customer needs one per line; absent or '': the order's. */
  poReference?: string;
}

export type DraftStep = 0 | 1 | 2;

export interface OrderDraft {
  version: number;
  lines: DraftLine[];
  projectId: number | null;
  addressId: number | null;
  contactPersonId: number | null;
  poReference: string;
  /** Whether the user typed the PO reference; until then it follows the chosen project's PO number. */
  poReferenceTyped: boolean;
  comment: string;
  step: DraftStep;
  /** Sent with `Place order` and kept until an answer arrives, so a retry never makes a second order. */
  idempotencyKey: string | null;
}

export const emptyDraft = (): OrderDraft => ({
  version: draftVersion,
  lines: [],
  projectId: null,
  addressId: null,
  contactPersonId: null,
  poReference: '',
  poReferenceTyped: false,
  comment: '',
  step: 0,
  idempotencyKey: null,
});

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const id = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647 ? v : null);
const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');
const languages = ['en-US', 'de', 'fr-BE', 'nl', 'nl-BE', 'hu', 'pl'] as const;

function names(v: unknown): LocalisedNames | null {
  if (!isObject(v) || typeof v['en-US'] !== 'string') return null;
  const english = v['en-US'];
  return Object.fromEntries(languages.map((l) => [l, typeof v[l] === 'string' ? v[l] : english])) as LocalisedNames;
}

function line(v: unknown, index: number): DraftLine | null {
  if (!isObject(v)) return null;
  const productId = id(v.productId);
  const productNames = names(v.productNames);
  if (productId === null || productNames === null) return null;
  const quantity = typeof v.quantity === 'number' && Number.isFinite(v.quantity) ? v.quantity : null;
  return {
    key: typeof v.key === 'string' && v.key ? v.key.slice(0, 64) : `line-${index}-${productId}`,
    productId,
    productCode: text(v.productCode, 100),
    productNames,
    imageUrl: typeof v.imageUrl === 'string' && v.imageUrl.startsWith('/') ? v.imageUrl : null,
    quantity,
    startDate: isIsoDate(v.startDate) ? v.startDate : '',
    expectedEndDate: isIsoDate(v.expectedEndDate) ? v.expectedEndDate : '',
    deliveryMethod: v.deliveryMethod === 'pickup' ? 'pickup' : 'delivery',
    depotId: id(v.depotId),
    ...(typeof v.poReference === 'string' && v.poReference ? { poReference: text(v.poReference, 100) } : {}),
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A stored value as a draft: what parses is kept, the rest falls back to empty; never throws. */
export function parseDraft(raw: string | null): OrderDraft {
  if (!raw) return emptyDraft();
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return emptyDraft();
  }
  if (!isObject(value)) return emptyDraft();
  const lines = Array.isArray(value.lines) ? value.lines.slice(0, 50).map(line).filter((l): l is DraftLine => l !== null) : [];
  return {
    version: draftVersion,
    lines,
    projectId: id(value.projectId),
    addressId: id(value.addressId),
    contactPersonId: id(value.contactPersonId),
    poReference: text(value.poReference, 500),
    poReferenceTyped: value.poReferenceTyped === true,
    comment: text(value.comment, 10_000),
    step: value.step === 1 || value.step === 2 ? value.step : 0,
    idempotencyKey: typeof value.idempotencyKey === 'string' && uuidPattern.test(value.idempotencyKey) ? value.idempotencyKey : null,
  };
}

/** Whether there is anything worth keeping (an untouched draft is not stored). */
export const isEmptyDraft = (draft: OrderDraft) =>
  draft.lines.length === 0 && draft.projectId === null && draft.addressId === null && draft.contactPersonId === null && !draft.poReference && !draft.comment;
