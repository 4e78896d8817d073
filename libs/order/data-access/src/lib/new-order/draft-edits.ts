// Pure edits of the draft: what the screens do to it, testable without a screen.
import type { OrderDetail, Product } from '@portal/shared-api-contract';
import { orderLimits } from '@portal/shared-api-contract/vocabulary';
import { newLinePeriod } from './draft-dates';
import { draftVersion, emptyDraft, type DraftLine, type OrderDraft } from './draft-model';

const lineKey = () => `l${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** `Add to order`: a new line (next working day, one week, delivered), or one more of a product already in it. */
export function addProduct(draft: OrderDraft, product: Product, today: string): OrderDraft {
  const existing = draft.lines.find((l) => l.productId === product.id);
  if (existing) return updateLine(draft, existing.key, { quantity: Math.min((existing.quantity ?? 0) + 1, orderLimits.maxQuantity) });
  if (draft.lines.length >= orderLimits.maxLines) return draft;
  const line: DraftLine = {
    key: lineKey(),
    productId: product.id,
    productCode: product.code,
    productNames: product.names,
    imageUrl: product.imageUrl,
    quantity: 1,
    ...newLinePeriod(today),
    deliveryMethod: 'delivery',
    depotId: null,
  };
  return { ...draft, lines: [...draft.lines, line] };
}

export const updateLine = (draft: OrderDraft, key: string, change: Partial<Omit<DraftLine, 'key'>>): OrderDraft => ({
  ...draft,
  lines: draft.lines.map((l) => (l.key === key ? { ...l, ...change } : l)),
});

export const removeLine = (draft: OrderDraft, key: string): OrderDraft => ({ ...draft, lines: draft.lines.filter((l) => l.key !== key) });

/** The PO reference shown and sent: what the user typed, else the chosen project's PO number. */
export const effectivePoReference = (draft: OrderDraft, projects: { id: number; poNumber: string | null }[]) =>
  draft.poReferenceTyped ? draft.poReference : (projects.find((p) => p.id === draft.projectId)?.poNumber ?? '');

/** What the form knows of a project: its own addresses and contact persons, most fitting first. */
export interface ProjectLinks {
  id: number;
  addressIds: number[];
  contactPersonIds: number[];
}

/**
 * Choosing a project proposes its own delivery address and contact person: one of its own already
 * chosen stays, else the first of its own; a project without any keeps what was chosen.
 */
export function chooseProject(draft: OrderDraft, projectId: number | null, projects: ProjectLinks[]): OrderDraft {
  const project = projects.find((p) => p.id === projectId);
  const propose = (current: number | null, own: number[] = []) => (current !== null && own.includes(current) ? current : (own[0] ?? current));
  return { ...draft, projectId, addressId: propose(draft.addressId, project?.addressIds), contactPersonId: propose(draft.contactPersonId, project?.contactPersonIds) };
}

/** A fresh draft with the lines, project, address and contact person of an earlier order, on new dates (`Order again`). */
export function draftFromOrder(order: OrderDetail, today: string): OrderDraft {
  const lines = order.lines.slice(0, orderLimits.maxLines).map((l) => ({
    key: lineKey(),
    productId: l.productId,
    productCode: l.productCode,
    productNames: l.productNames,
    imageUrl: null,
    quantity: l.quantity,
    ...newLinePeriod(today),
    deliveryMethod: l.deliveryMethod,
    depotId: l.deliveryMethod === 'pickup' ? l.depotId : null,
  }));
  // Archived ones stay out of the form's options: the form then asks for another, as for any stale choice.
  return { ...emptyDraft(), version: draftVersion, lines, projectId: order.projectId, addressId: order.address?.id ?? null, contactPersonId: order.contactPerson?.id ?? null };
}
