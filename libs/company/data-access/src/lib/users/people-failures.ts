// What a refused write on the users and roles pages means, read from the API's problem details.
// The screens say each refusal in the user's language; this only tells them apart.
import { describeFailure } from '@portal/shared-data-access-http';

const codes = ['version_conflict', 'already_member', 'last_manager', 'cannot_deactivate_self', 'name_taken'] as const;
/** The 409 codes of the users and roles endpoints. */
export type PeopleConflict = (typeof codes)[number];

/** The 409's code when it is one of ours, else null (other statuses, unknown codes, no answer). */
export function peopleConflict(error: unknown): PeopleConflict | null {
  const failure = describeFailure(error);
  if (failure.kind !== 'problem' || failure.problem.status !== 409) return null;
  const code = failure.problem.code;
  return codes.find((c) => c === code) ?? null;
}

/** 409 `version_conflict`: someone else changed the member or role after the user read it. */
export const isVersionConflict = (error: unknown): boolean => peopleConflict(error) === 'version_conflict';
