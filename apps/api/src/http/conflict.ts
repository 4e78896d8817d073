// 409 answers of writes that meet a state they cannot change, and their OpenAPI shape.
import type { z } from 'zod';
import { problemSchema } from '@portal/shared-api-contract';
import { HttpProblem } from './problem';

/** 409: the item moved on (`version_conflict`) or is in a status that does not allow this (`invalid_status`). */
export const conflict = (code: 'version_conflict' | 'invalid_status', detail: string) => new HttpProblem(409, code, 'Conflict', detail);

/**
 * 409 `version_conflict` with the item as it is now under `current`, so the portal shows theirs
 * next to what the user typed. `what` names the item in the English detail ("contact person").
 */
export const versionConflict = (what: string, current: unknown) =>
  new HttpProblem(409, 'version_conflict', 'Conflict', `Someone changed this ${what} in the meantime`, undefined, {}, { current });

/** The 409 response of a versioned write: a problem that may carry the item under `current`. */
export const conflictResponse = <S extends z.ZodObject>(item: S) => problemSchema.extend({ current: item.optional() });

/** The responses of a versioned write: the item, or 409 with it as it is now. */
export const versionedResponses = <S extends z.ZodObject>(item: S) => ({ 200: item, 409: conflictResponse(item) });
