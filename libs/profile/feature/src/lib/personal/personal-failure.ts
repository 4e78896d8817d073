// Why saving the personal details failed, in the user's language: a general message and, when
// the API named fields (400), a sentence next to each. After a 409 `version_conflict` it hands
// back the profile as saved now, to be shown beside what the user typed (which stays).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { profileConflict } from '@portal/profile-data-access';
import type { Profile } from '@portal/shared-api-contract';
import { describeFailure } from '@portal/shared-data-access-http';
import { problemFieldErrors } from '../common/contract-messages';
import { personalFields, type PersonalErrors } from './personal-draft';

/** What the form shows after a refused or failed save. */
export interface PersonalFailure {
  message: string;
  fieldErrors: PersonalErrors;
  /** 409: the profile as saved now (another tab or device saved after this page read it). */
  current?: Profile;
}

const general = {
  checkFields: msg`Some details were not accepted. Check the marked fields.`,
  conflict: msg`Your profile was changed meanwhile, in another tab or on another device. What is saved now is shown below and what you typed is still here: check it and save again.`,
  network: msg`Your details could not be saved. Check your connection and try again: what you typed is still here.`,
  rateLimited: msg`Too many attempts. Please wait a moment and try again.`,
  server: msg`Something went wrong on our side. Please try again in a moment: what you typed is still here.`,
  other: msg`Your details could not be saved. Check them and try again.`,
};

/** Reads a failed save for the form. */
export function personalSaveFailure(error: unknown, i18n: I18n): PersonalFailure {
  const say = (m: typeof general.other) => i18n._(m);
  const failure = describeFailure(error);
  if (failure.kind === 'network') return { fieldErrors: {}, message: say(general.network) };
  if (failure.kind === 'rateLimited') return { fieldErrors: {}, message: say(general.rateLimited) };
  const { problem } = failure;
  const current = profileConflict(error);
  if (current) return { fieldErrors: {}, message: say(general.conflict), current };
  if (problem.status >= 500) return { fieldErrors: {}, message: say(general.server) };
  const fieldErrors = problem.status === 400 ? problemFieldErrors(problem.errors, personalFields, i18n) : {};
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors, message: say(general.checkFields) };
  return { fieldErrors: {}, message: say(general.other) };
}
