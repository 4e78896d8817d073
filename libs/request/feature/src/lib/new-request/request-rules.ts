// The API's request rules (the contract's requestInputSchema and the server's checks), said in the
// user's language next to each field before anything is sent. Field keys are the body's names
// ('offHireDate', 'assetId'); a line's quantity is `lines.<line id>.quantity`.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RequestableAsset, RequestableDocument } from '@portal/request-data-access';
import { phoneSchema, type BreakdownUrgency, type RequestableLine } from '@portal/shared-api-contract';
import { requestLimits } from '@portal/shared-api-contract/vocabulary';

/** A message for a field; `required` ones (something still empty or short) wait until the user sends. */
export interface FieldError {
  message: MessageDescriptor;
  required?: boolean;
}
export type FieldErrors = Record<string, FieldError>;

/** A chosen line; `quantity` is how many an off-hire stops (null while the field is empty). */
export interface ChosenLine {
  line: RequestableLine;
  quantity: number | null;
}

const { minDescription, maxDescription, maxCollectionNotes, maxSubject, maxMessage, maxLines, maxSiteContactName, maxMachineLocation, maxAccessNotes } = requestLimits;

function chosenLines(errors: FieldErrors, lines: readonly ChosenLine[]) {
  if (lines.length === 0) errors.lines = { message: msg`Choose at least one line`, required: true };
  else if (lines.length > maxLines) errors.lines = { message: msg`At most ${maxLines} lines in one request` };
}

/** Free text: too short waits until sending (the user is still typing), too long shows at once. */
function text(errors: FieldErrors, field: string, value: string, min: number, max: number, empty: MessageDescriptor) {
  const length = value.trim().length;
  if (length === 0 && min > 0) errors[field] = { message: empty, required: true };
  else if (length < min) errors[field] = { message: msg`Use at least ${min} characters`, required: true };
  else if (length > max) errors[field] = { message: msg`Use at most ${max} characters` };
}

export interface OffHireValues {
  lines: ChosenLine[];
  offHireDate: string;
  collectionNotes: string;
}

export function offHireErrors(values: OffHireValues, today: string): FieldErrors {
  const errors: FieldErrors = {};
  chosenLines(errors, values.lines);
  for (const { line, quantity } of values.lines) {
    const at = `lines.${line.id}.quantity`;
    if (quantity === null) errors[at] = { message: msg`Enter a quantity`, required: true };
    else if (!Number.isInteger(quantity)) errors[at] = { message: msg`Enter a whole number` };
    else if (quantity < 1) errors[at] = { message: msg`Enter at least 1` };
    else if (quantity > line.onRentQuantity) errors[at] = { message: msg`At most ${line.onRentQuantity}: that is what is still on rent` };
  }
  const date = values.offHireDate;
  if (!date) errors.offHireDate = { message: msg`Enter an off-hire date`, required: true };
  else if (date < today) errors.offHireDate = { message: msg`The off-hire date cannot be in the past` };
  else if (values.lines.some((c) => date < c.line.onRentDate)) errors.offHireDate = { message: msg`The off-hire date cannot be before a line's on-rent date` };
  text(errors, 'collectionNotes', values.collectionNotes, 0, maxCollectionNotes, msg`Required`);
  return errors;
}

export interface ExtensionValues {
  lines: ChosenLine[];
  newEndDate: string;
}

/** The latest current end of the chosen lines: the new end must come after it. */
export const latestEnd = (lines: readonly ChosenLine[]): string | null =>
  lines.reduce<string | null>((latest, { line }) => (latest === null || line.expectedOffRentDate > latest ? line.expectedOffRentDate : latest), null);

export function extensionErrors(values: ExtensionValues): FieldErrors {
  const errors: FieldErrors = {};
  chosenLines(errors, values.lines);
  const end = latestEnd(values.lines);
  if (!values.newEndDate) errors.newEndDate = { message: msg`Enter a new expected end date`, required: true };
  else if (end && values.newEndDate <= end) errors.newEndDate = { message: msg`Choose a date after the current end of every chosen line` };
  return errors;
}

export interface BreakdownValues {
  concerns: 'asset' | 'line';
  asset: RequestableAsset | null;
  line: RequestableLine | null;
  description: string;
  urgency: BreakdownUrgency | null;
  siteContactName: string;
  siteContactPhone: string;
  machineLocation: string;
  accessNotes: string;
}

export function breakdownErrors(values: BreakdownValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.concerns === 'asset' && !values.asset) errors.assetId = { message: msg`Choose an asset`, required: true };
  if (values.concerns === 'line' && !values.line) errors.contractLineId = { message: msg`Choose a contract line`, required: true };
  text(errors, 'description', values.description, minDescription, maxDescription, msg`Describe what happens`);
  if (values.urgency === null) errors.urgency = { message: msg`Say whether the machine is down`, required: true };
  text(errors, 'siteContactName', values.siteContactName, 0, maxSiteContactName, msg`Required`);
  const phone = values.siteContactPhone.trim();
  if (!phone) errors.siteContactPhone = { message: msg`Enter a phone number for the contact on site`, required: true };
  else if (!phoneSchema.safeParse(phone).success) errors.siteContactPhone = { message: msg`Enter a phone number in international format, e.g. +31 20 123 4567.`, required: true };
  text(errors, 'machineLocation', values.machineLocation, 0, maxMachineLocation, msg`Required`);
  text(errors, 'accessNotes', values.accessNotes, 0, maxAccessNotes, msg`Required`);
  return errors;
}

export interface DamageValues {
  line: RequestableLine | null;
  description: string;
}

export function damageErrors(values: DamageValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.line) errors.contractLineId = { message: msg`Choose a contract line`, required: true };
  text(errors, 'description', values.description, minDescription, maxDescription, msg`Describe what happened`);
  return errors;
}

export interface InvoiceQueryValues {
  document: RequestableDocument | null;
  /** What is typed in the field; sent as the number when nothing is chosen, and the API looks it up. */
  documentNumber: string;
  description: string;
}

export function invoiceQueryErrors(values: InvoiceQueryValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.document && !values.documentNumber.trim()) errors.documentId = { message: msg`Choose an invoice or credit note`, required: true };
  text(errors, 'description', values.description, minDescription, maxDescription, msg`Enter your question`);
  return errors;
}

export interface OtherValues {
  subject: string;
  description: string;
}

export function otherErrors(values: OtherValues): FieldErrors {
  const errors: FieldErrors = {};
  text(errors, 'subject', values.subject, 1, maxSubject, msg`Enter a subject`);
  text(errors, 'description', values.description, minDescription, maxMessage, msg`Enter your message`);
  return errors;
}

/** The calendar day after an ISO date (the first a new end date may be). */
export function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
