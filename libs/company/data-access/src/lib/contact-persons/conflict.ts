import { describeFailure } from '@portal/shared-data-access-http';

/** Any 409: the item changed (or the rule it broke depends on others), so the list is read again. */
export function isConflict(error: unknown): boolean {
  const failure = describeFailure(error);
  return failure.kind === 'problem' && failure.problem.status === 409;
}
