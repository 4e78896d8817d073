// What a refused save or archive means, read from the API's problem details (409 and 4xx).
import { assetSchema, type Asset } from '@portal/shared-api-contract';
import { describeFailure } from '@portal/shared-data-access-http';

const problemOf = (error: unknown) => {
  const failure = describeFailure(error);
  return failure.kind === 'problem' ? failure.problem : null;
};

/** 409 `version_conflict`: someone else saved the asset after the user read it. */
export const isVersionConflict = (error: unknown): boolean => {
  const problem = problemOf(error);
  return problem?.status === 409 && problem.code === 'version_conflict';
};

/** The asset as it is now, which a `version_conflict` carries under `current` (null when it does not parse). */
export function conflictCurrent(error: unknown): Asset | null {
  if (!isVersionConflict(error)) return null;
  const parsed = assetSchema.safeParse(problemOf(error)?.current);
  return parsed.success ? parsed.data : null;
}

/** 409 `serial_taken`: another asset of the client has this serial; `detail` names it (in English). */
export function serialTaken(error: unknown): { detail: string | null } | null {
  const problem = problemOf(error);
  if (problem?.status !== 409 || problem.code !== 'serial_taken') return null;
  return { detail: problem.detail ?? null };
}

/**
 * The API's answer, when it decided (4xx): the next attempt is a new asset and needs a new key.
 * Without an answer (network, 5xx) the asset may exist: the same key lets the API answer it again.
 */
export function answeredStatus(error: unknown): number | null {
  const failure = describeFailure(error);
  if (failure.kind === 'rateLimited') return 429;
  if (failure.kind !== 'problem' || failure.problem.status >= 500) return null;
  return failure.problem.status;
}
