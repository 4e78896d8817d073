// The API's order rules (the contract's orderInputSchema and the server's checks), said in the
// user's language next to each field before anything is sent. Field keys: an order field
// ('projectId') or a line field by the line's local key (`<lineKey>.startDate`).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DraftLine, OrderDraft } from '@portal/order-data-access';
import type { OrderFormOptions } from '@portal/shared-api-contract';
import { orderLimits } from '@portal/shared-api-contract/vocabulary';

/** A message for a field; `required` ones (something still empty) wait until the user tries to go on. */
export interface FieldError {
  message: MessageDescriptor;
  required?: boolean;
}
export type FieldErrors = Record<string, FieldError>;

const { maxQuantity, minQuantity, maxLines, maxPoReference, maxComment } = orderLimits;

function lineErrors(line: DraftLine, options: OrderFormOptions, errors: FieldErrors) {
  const at = (field: string, error: FieldError) => (errors[`${line.key}.${field}`] = error);
  const q = line.quantity;
  if (q === null) at('quantity', { message: msg`Enter a quantity`, required: true });
  else if (!Number.isInteger(q)) at('quantity', { message: msg`Enter a whole number` });
  else if (q < minQuantity) at('quantity', { message: msg`Enter at least ${minQuantity}` });
  else if (q > maxQuantity) at('quantity', { message: msg`Enter at most ${maxQuantity}` });
  if (!line.startDate) at('startDate', { message: msg`Enter a start date`, required: true });
  else if (line.startDate < options.today) at('startDate', { message: msg`The start date cannot be in the past` });
  if (!line.expectedEndDate) at('expectedEndDate', { message: msg`Enter an expected end date`, required: true });
  else if (line.startDate && line.expectedEndDate <= line.startDate) at('expectedEndDate', { message: msg`The end date must be after the start date` });
  if (line.deliveryMethod === 'pickup' && !options.depots.some((d) => d.id === line.depotId))
    at('depotId', { message: msg`Choose a depot for pick-up`, required: line.depotId === null });
}

/** Every rule the draft breaks now, by field. */
export function validateDraft(draft: OrderDraft, options: OrderFormOptions, poReference: string): FieldErrors {
  const errors: FieldErrors = {};
  if (draft.lines.length === 0) errors.lines = { message: msg`Add at least one product`, required: true };
  if (draft.lines.length > maxLines) errors.lines = { message: msg`An order has at most ${maxLines} lines` };
  draft.lines.forEach((line) => lineErrors(line, options, errors));
  if (!options.projects.some((p) => p.id === draft.projectId)) errors.projectId = { message: msg`Choose a project`, required: true };
  if (!options.contactPersons.some((c) => c.id === draft.contactPersonId)) errors.contactPersonId = { message: msg`Choose a contact person`, required: true };
  const delivered = draft.lines.some((l) => l.deliveryMethod === 'delivery');
  if (delivered && !options.addresses.some((a) => a.id === draft.addressId))
    errors.addressId = { message: msg`Choose a delivery address`, required: true };
  if (poReference.trim().length > maxPoReference) errors.poReference = { message: msg`Use at most ${maxPoReference} characters` };
  if (draft.comment.trim().length > maxComment) errors.comment = { message: msg`Use at most ${maxComment} characters` };
  return errors;
}

/** The step a field is edited on: quantities and the product choice on the first, the rest on the second. */
export const stepOfField = (field: string): 0 | 1 => (field === 'lines' || /\.(quantity|productId)$/.test(field) ? 0 : 1);
