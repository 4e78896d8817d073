// The pick-up window's rules in the user's language: the contract's rules (the same the API
// applies) against the opCo's collection hours and local time from the lines answer.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { hoursOn, phoneSchema, pickupRuleMessages, pickupWindowProblems, type CollectionHours, type PickupRule } from '@portal/shared-api-contract';
import { requestLimits } from '@portal/shared-api-contract/vocabulary';
import type { FieldError, FieldErrors } from './request-rules';

/** The window's fields, named as in the body; times are `HH:MM`, '' for none. */
export interface PickupValues {
  offHireDate: string;
  pickupFromTime: string;
  pickupUntilDate: string;
  pickupUntilTime: string;
  siteContactName: string;
  siteContactPhone: string;
  accessNotes: string;
}

/** What the opCo says: its local time now and its collection hours. */
export interface CollectionRules {
  now: string;
  collectionHours: CollectionHours;
}

const ruleMessages: Record<PickupRule, MessageDescriptor> = {
  starts_in_past: msg`This time has passed: choose a later one`,
  until_before_from: msg`The pick-up window must end after it starts`,
  no_collection_day: msg`There are no collections on this day: choose another day`,
  outside_collection_hours: msg`Choose a time within the collection hours`,
};

/** Our message for one of the API's pick-up refusals, recognised by its words. */
export function pickupMessageOf(apiMessage: string | undefined): MessageDescriptor | undefined {
  const rule = (Object.keys(pickupRuleMessages) as PickupRule[]).find((r) => pickupRuleMessages[r] === apiMessage);
  return rule && ruleMessages[rule];
}

const tooLong = (max: number): FieldError => ({ message: msg`Use at most ${max} characters` });

export function pickupErrors(v: PickupValues, { now, collectionHours }: CollectionRules): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.pickupFromTime) errors.pickupFromTime = { message: msg`Choose the time from which it can be collected`, required: true };
  if (v.pickupUntilDate && !v.pickupUntilTime) errors.pickupUntilTime = { message: msg`Choose a time with the until date`, required: true };
  if (v.pickupUntilTime && !v.pickupUntilDate) errors.pickupUntilDate = { message: msg`Enter a date with the until time`, required: true };
  const name = v.siteContactName.trim().length;
  if (name === 0) errors.siteContactName = { message: msg`Enter the on-site contact`, required: true };
  else if (name > requestLimits.maxSiteContactName) errors.siteContactName = tooLong(requestLimits.maxSiteContactName);
  if (!v.siteContactPhone.trim()) errors.siteContactPhone = { message: msg`Enter the on-site contact's phone`, required: true };
  else if (!phoneSchema.safeParse(v.siteContactPhone).success) errors.siteContactPhone = { message: msg`Enter a phone number in international format, e.g. +31 20 123 4567.` };
  if (v.accessNotes.trim().length > requestLimits.maxAccessNotes) errors.accessNotes = tooLong(requestLimits.maxAccessNotes);
  if (!v.offHireDate || !v.pickupFromTime) return errors;
  const window = { fromDate: v.offHireDate, fromTime: v.pickupFromTime, untilDate: v.pickupUntilDate, untilTime: v.pickupUntilTime };
  for (const { field, rule } of pickupWindowProblems(window, now, collectionHours)) errors[field] ??= { message: ruleMessages[rule] };
  return errors;
}

/** The window as the body sends it: the until only when given, notes only when written. */
export function pickupBody(v: PickupValues) {
  const notes = v.accessNotes.trim();
  return {
    pickupFromTime: v.pickupFromTime,
    ...(v.pickupUntilDate && v.pickupUntilTime ? { pickupUntilDate: v.pickupUntilDate, pickupUntilTime: v.pickupUntilTime } : {}),
    siteContactName: v.siteContactName.trim(),
    siteContactPhone: v.siteContactPhone.trim(),
    ...(notes ? { accessNotes: notes } : {}),
  };
}

/** The first day from `today` on which the opCo still collects (today only while it is open). */
export function firstCollectionDay(today: string, { now, collectionHours }: CollectionRules): string {
  if (collectionHours.length === 0) return today;
  for (let d = 0; d < 14; d++) {
    const day = new Date(Date.parse(`${today}T00:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
    const hours = hoursOn(collectionHours, day);
    if (hours && `${day}T${hours.closes}` > now) return day;
  }
  return today;
}
