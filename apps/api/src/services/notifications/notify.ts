// Writes a notification in the caller's transaction: it exists only if what caused it commits.
import type { NotificationKind } from '@portal/shared-api-contract';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

export async function notify(tx: Db, to: { userId: number; clientId: number }, kind: NotificationKind, subject: string, link: string): Promise<void> {
  await tx.insert(notifications).values({ userId: to.userId, clientId: to.clientId, kind, subject, link });
}
