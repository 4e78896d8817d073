// The asset form's draft, the rules said next to each field before sending (the contract's
// assetInputSchema, in the user's language) and the API's 400 answers mapped onto the same fields.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Asset, AssetInput } from '@portal/shared-api-contract';
import { assetLimits } from '@portal/shared-api-contract/vocabulary';
import { describeFailure } from '@portal/shared-data-access-http';

/** What the form holds, as typed: selects as id strings ('' = none), coordinates as NumberInput gives them. */
export interface AssetDraft {
  name: string;
  categoryId: string;
  serial: string;
  projectId: string;
  locationLabel: string;
  lat: number | string;
  lng: number | string;
  inspectionDueDate: string;
  owned: boolean;
}
export type AssetField = keyof AssetDraft;
export type AssetErrors = Partial<Record<AssetField, string>>;

// A new asset is most often the customer's own: what is rented from us comes with its contract.
export const emptyDraft: AssetDraft = { name: '', categoryId: '', serial: '', projectId: '', locationLabel: '', lat: '', lng: '', inspectionDueDate: '', owned: true };

export const draftOf = (a: Asset): AssetDraft => ({
  name: a.name,
  categoryId: a.categoryId === null ? '' : String(a.categoryId),
  serial: a.serial,
  projectId: a.projectId === null ? '' : String(a.projectId),
  locationLabel: a.locationLabel ?? '',
  lat: a.lat ?? '',
  lng: a.lng ?? '',
  inspectionDueDate: a.inspectionDueDate ?? '',
  owned: a.owned,
});

const { maxName, maxSerial, maxLocationLabel } = assetLimits;
const messages: Record<AssetField, (i18n: I18n) => string> = {
  name: (i18n) => i18n._(msg`Enter a name of at most ${maxName} characters.`),
  categoryId: (i18n) => i18n._(msg`Choose a category from the list.`),
  serial: (i18n) => i18n._(msg`Enter a serial number of at most ${maxSerial} characters.`),
  projectId: (i18n) => i18n._(msg`Choose one of your company’s current projects.`),
  locationLabel: (i18n) => i18n._(msg`Use at most ${maxLocationLabel} characters.`),
  lat: (i18n) => i18n._(msg`Enter a latitude between -90 and 90.`),
  lng: (i18n) => i18n._(msg`Enter a longitude between -180 and 180.`),
  inspectionDueDate: (i18n) => i18n._(msg`Enter a valid date.`),
  owned: (i18n) => i18n._(msg`Choose owned or rented.`),
};
const bothOrNeither = (i18n: I18n) => i18n._(msg`Give both coordinates, or neither.`);
const required = (i18n: I18n) => i18n._(msg`This field is required.`);

/** A coordinate as typed: null when empty, NaN when it is not a number. */
export const coordinate = (value: number | string): number | null => (value === '' ? null : typeof value === 'number' ? value : Number(value.replace(',', '.')));
const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const badText = (v: string, max: number, min = 1) => v.trim().length < min || v.trim().length > max || v.includes('\u0000');

/** The messages for what the API would refuse. */
export function assetErrors(i18n: I18n, d: AssetDraft): AssetErrors {
  const errors: AssetErrors = {};
  // Left empty, a required text is said to be required, not held to its length rule.
  if (badText(d.name, maxName)) errors.name = d.name.trim() ? messages.name(i18n) : required(i18n);
  if (badText(d.serial, maxSerial)) errors.serial = d.serial.trim() ? messages.serial(i18n) : required(i18n);
  if (badText(d.locationLabel, maxLocationLabel, 0)) errors.locationLabel = messages.locationLabel(i18n);
  const lat = coordinate(d.lat);
  const lng = coordinate(d.lng);
  if (lat !== null && !(lat >= -90 && lat <= 90)) errors.lat = messages.lat(i18n);
  if (lng !== null && !(lng >= -180 && lng <= 180)) errors.lng = messages.lng(i18n);
  if (lat === null && lng !== null) errors.lat = bothOrNeither(i18n);
  if (lng === null && lat !== null) errors.lng = bothOrNeither(i18n);
  if (d.inspectionDueDate && !isDate(d.inspectionDueDate)) errors.inspectionDueDate = messages.inspectionDueDate(i18n);
  return errors;
}

/** The body of POST (and, with the version, of PUT): texts trimmed, empty optional values null. */
export function assetInput(d: AssetDraft): AssetInput {
  const id = (v: string) => (v === '' ? null : Number(v));
  return {
    name: d.name.trim(),
    categoryId: id(d.categoryId),
    serial: d.serial.trim(),
    projectId: id(d.projectId),
    locationLabel: d.locationLabel.trim() || null,
    lat: coordinate(d.lat),
    lng: coordinate(d.lng),
    inspectionDueDate: d.inspectionDueDate || null,
    owned: d.owned,
  };
}

/** The fields a 400 names, with this form's sentence for each; null when it is not a 400 about them. */
export function apiFieldErrors(i18n: I18n, error: unknown): AssetErrors | null {
  const failure = describeFailure(error);
  if (failure.kind !== 'problem' || failure.problem.status !== 400) return null;
  const errors: AssetErrors = {};
  for (const { field } of failure.problem.errors ?? []) {
    const name = field.split('.')[0] as AssetField;
    if (name in messages) errors[name] = messages[name](i18n);
  }
  return Object.keys(errors).length ? errors : null;
}
