// A request's new status to whoever raised it (issue 34), by mail and/or in the portal as they
// chose for `request_updates`, in their language, with the reason of a rejection and a link.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { columns } from '../db/sql/columns';
import { selectRows } from '../db/sql/rows';
import { notify } from '../services/notifications/notify';
import { wantsSql } from '../services/notifications/preferences';
import { enqueueMail } from './enqueue';
import { requestStatusMailTexts, type RequestStatusKind } from './request-status-mail-texts';

type OpCo = 'nl' | 'be' | 'de' | 'pl' | 'hu';

const notificationKind = { in_progress: 'request_in_progress', done: 'request_done', rejected: 'request_rejected' } as const;

/** Tells the requester, if they are still an active member of the request's client. */
export async function queueRequestStatusNotice(tx: Db, requestId: number, status: RequestStatusKind, reason: string | null, baseUrl: string): Promise<void> {
  const [to] = await selectRows(tx, columns({
    userId: sql<number>`u.id`,
    clientId: sql<number>`r.client_id`,
    number: sql<string>`r.number`,
    email: sql<string>`u.email`,
    firstName: sql<string>`u.first_name`,
    language: sql<string>`u.preferred_language::text`,
    client: sql<string>`c.name`,
    opCo: sql<OpCo>`c.op_co::text`,
    mail: wantsSql('request_updates', 'mail'),
    portal: wantsSql('request_updates', 'portal'),
  }), sql`FROM requests r JOIN users u ON u.id = r.created_by AND u.active JOIN corporate_clients c ON c.id = r.client_id
    JOIN memberships m ON m.user_id = u.id AND m.client_id = r.client_id AND m.active AND m.accepted_at IS NOT NULL
    WHERE r.id = ${requestId}`);
  if (!to) return;
  const link = `/request/requests/${requestId}`;
  if (to.mail) {
    const t = requestStatusMailTexts(to.language);
    const facts = { firstName: to.firstName, number: to.number, client: to.client };
    await enqueueMail(tx, to.email, {
      language: to.language,
      opCo: to.opCo,
      subject: t.subject[status](facts),
      greeting: t.greeting(facts),
      paragraphs: [t.body[status](facts)],
      facts: [
        { label: t.labels.number, value: to.number },
        { label: t.labels.status, value: t.status[status] },
        ...(reason ? [{ label: t.labels.reason, value: reason }] : []),
      ],
      action: { label: t.action, url: `${baseUrl.replace(/\/$/, '')}${link}` },
      footer: t.footer(facts),
      unsubscribe: { userId: to.userId, topic: 'request_updates' },
    });
  }
  if (to.portal) await notify(tx, { userId: to.userId, clientId: to.clientId }, notificationKind[status], to.number, link);
}
