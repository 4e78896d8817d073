// The rental company moves a request on: in progress, done, or rejected with a reason. Used by the
// staff endpoint today and by the back-office integration of issue 36. The change, its history
// step, the requester's mail and portal notification are one transaction: all of it or nothing.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { requestEvents, requests } from '../../db/schema';
import { badRequest, notFound } from '../../http/problem';
import { conflict } from '../../http/conflict';
import { queueRequestStatusNotice } from '../../mail/request-status-mails';

export type RequestOutcome = 'in_progress' | 'done' | 'rejected';
type RequestStatus = RequestOutcome | 'submitted';

/** Where a request may go from each status; done and rejected are final. */
export const requestTransitions: Record<RequestStatus, readonly RequestOutcome[]> = {
  submitted: ['in_progress', 'done', 'rejected'],
  in_progress: ['done', 'rejected'],
  done: [],
  rejected: [],
};

export interface StatusChange {
  requestId: number;
  status: RequestOutcome;
  /** Required for `rejected`: the requester reads it in the mail and on the request's page. */
  reason?: string | null;
  /** The version the caller saw (409 version_conflict when it moved on). */
  version: number;
}

export async function changeRequestStatus(db: Db, change: StatusChange, baseUrl: string): Promise<{ id: number; status: RequestOutcome; version: number }> {
  const reason = change.reason?.trim() || null;
  if (change.status === 'rejected' && !reason) throw badRequest('validation_failed', 'A rejection needs a reason', [{ field: 'reason', message: 'Say why the request is rejected' }]);
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ status: requests.status, version: requests.version }).from(requests).where(eq(requests.id, change.requestId)).for('update');
    if (!current) throw notFound();
    if (current.version !== change.version) throw conflict('version_conflict', 'Someone changed this request in the meantime; reload it and try again');
    if (!requestTransitions[current.status].includes(change.status)) throw conflict('invalid_status', `A request that is ${current.status.replace('_', ' ')} cannot become ${change.status.replace('_', ' ')}`);
    const version = change.version + 1;
    await tx.update(requests).set({ status: change.status, version }).where(and(eq(requests.id, change.requestId), eq(requests.version, change.version)));
    // userId null: the rental company did it (the portal shows no person's name for it).
    await tx.insert(requestEvents).values({ requestId: change.requestId, status: change.status, userId: null, note: reason });
    await queueRequestStatusNotice(tx, change.requestId, change.status, reason, baseUrl);
    return { id: change.requestId, status: change.status, version };
  });
}
