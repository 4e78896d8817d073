// What can be changed on a Submitted request, per type (the contract's requestEditSchema), the
// rules said next to each field before sending, and the API's 400 answers mapped onto the same
// fields and sentences (the API's own messages are English).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BreakdownUrgency, RequestDetail, RequestEdit, RequestType } from '@portal/shared-api-contract';
import { requestLimits } from '@portal/shared-api-contract/vocabulary';
import { describeFailure } from '@portal/shared-data-access-http';

/** What the form holds, as typed. */
export interface EditDraft {
  offHireDate: string;
  newEndDate: string;
  collectionNotes: string;
  description: string;
  subject: string;
  /** A breakdown's urgency; empty for a report from before urgencies that never said. */
  urgency: BreakdownUrgency | '';
}
export type EditField = keyof EditDraft;
export type EditErrors = Partial<Record<EditField, string>>;

/** The fields each type may change: texts and dates, never which lines or how many. */
export const editableFields: Record<RequestType, EditField[]> = {
  off_hire: ['offHireDate', 'collectionNotes'],
  extension: ['newEndDate'],
  breakdown: ['description', 'urgency'],
  damage: ['description'],
  invoice_query: ['description'],
  other: ['subject', 'description'],
};

/** The longest description of a type, as when it was made. */
const maxDescription = (type: RequestType) => (type === 'other' ? requestLimits.maxMessage : requestLimits.maxDescription);

/** The latest current end of the request's lines: a new end date must come after it. */
export const currentEnd = (request: RequestDetail) =>
  request.lines.reduce<string | null>((latest, l) => (l.previousEndDate && (!latest || l.previousEndDate > latest) ? l.previousEndDate : latest), null);

export const draftOf = (r: RequestDetail): EditDraft => ({
  offHireDate: r.offHireDate ?? '',
  newEndDate: r.newEndDate ?? '',
  // An off-hire's description is its collection notes.
  collectionNotes: r.type === 'off_hire' ? (r.description ?? '') : '',
  description: r.type === 'off_hire' ? '' : (r.description ?? ''),
  subject: r.subject ?? '',
  urgency: urgencyOf(r),
});

/** The breakdown's urgency; a report from before urgencies said whether the machine could be used. */
function urgencyOf(r: RequestDetail): EditDraft['urgency'] {
  if (r.breakdown) return r.breakdown.urgency;
  if (r.type !== 'breakdown' || r.machineUsable === null) return '';
  return r.machineUsable ? 'works_with_problems' : 'down';
}

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

const { maxCollectionNotes, minDescription: min, maxSubject } = requestLimits;
const messages: Record<EditField, (i18n: I18n, type: RequestType) => string> = {
  offHireDate: (i18n) => i18n._(msg`Choose today or a later date, not before the equipment went on rent.`),
  newEndDate: (i18n) => i18n._(msg`Choose a date after the current end date of every line.`),
  collectionNotes: (i18n) => i18n._(msg`Use at most ${maxCollectionNotes} characters.`),
  description: (i18n, type) => {
    const max = maxDescription(type);
    return i18n._(msg`Use ${min} to ${max} characters.`);
  },
  subject: (i18n) => i18n._(msg`Enter a subject of at most ${maxSubject} characters.`),
  urgency: (i18n) => i18n._(msg`Choose whether the machine is down.`),
};

/** The type's fields whose value differs from the request as read. */
export function changedFields(request: RequestDetail, draft: EditDraft): EditField[] {
  const before = draftOf(request);
  return editableFields[request.type].filter((f) => (typeof draft[f] === 'string' ? (draft[f] as string).trim() : draft[f]) !== before[f]);
}

/** The messages for what would be refused; only changed fields are checked against today (an old date may stay). */
export function editErrors(i18n: I18n, request: RequestDetail, draft: EditDraft, today: string): EditErrors {
  const errors: EditErrors = {};
  const changed = changedFields(request, draft);
  const length = (f: 'collectionNotes' | 'description' | 'subject') => draft[f].trim().length;
  for (const field of editableFields[request.type]) {
    if (field === 'offHireDate' && (!isDate(draft.offHireDate) || (changed.includes(field) && draft.offHireDate < today))) errors.offHireDate = messages.offHireDate(i18n, request.type);
    if (field === 'newEndDate') {
      const end = currentEnd(request);
      if (!isDate(draft.newEndDate) || (end && draft.newEndDate <= end)) errors.newEndDate = messages.newEndDate(i18n, request.type);
    }
    if (field === 'collectionNotes' && length(field) > maxCollectionNotes) errors.collectionNotes = messages.collectionNotes(i18n, request.type);
    if (field === 'description' && (length(field) < min || length(field) > maxDescription(request.type))) errors.description = messages.description(i18n, request.type);
    if (field === 'subject' && (length(field) < 1 || length(field) > maxSubject)) errors.subject = messages.subject(i18n, request.type);
    if (field === 'urgency' && draft.urgency === '') errors.urgency = messages.urgency(i18n, request.type);
  }
  return errors;
}

/** The draft after a re-read: fields the user changed since `before` keep their text, the others take `after`'s. */
export function mergeTheirs(draft: EditDraft, before: EditDraft, after: EditDraft): EditDraft {
  const merged = { ...draft };
  for (const key of Object.keys(draft) as EditField[]) if (draft[key] === before[key]) Object.assign(merged, { [key]: after[key] });
  return merged;
}

/** The PATCH body: the version the user saw and the changed fields only, texts trimmed. */
export function editInput(request: RequestDetail, draft: EditDraft): RequestEdit {
  const input: Record<string, unknown> = { version: request.version };
  for (const field of changedFields(request, draft)) input[field] = typeof draft[field] === 'string' ? (draft[field] as string).trim() : draft[field];
  return input as RequestEdit;
}

/** The fields a 400 names, with this form's sentence for each; null when it is not a 400 about them. */
export function apiFieldErrors(i18n: I18n, type: RequestType, error: unknown): EditErrors | null {
  const failure = describeFailure(error);
  if (failure.kind !== 'problem' || failure.problem.status !== 400) return null;
  const errors: EditErrors = {};
  for (const { field } of failure.problem.errors ?? []) {
    const name = field.split('.')[0] as EditField;
    if (editableFields[type].includes(name)) errors[name] = messages[name](i18n, type);
  }
  return Object.keys(errors).length ? errors : null;
}
