// Writes a mail to the outbox inside the caller's transaction: it goes out only if what caused it
// commits, and then at least once (delivery-worker.ts).
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { renderMail, type MailContent } from './layout';
import { unsubscribeUrl } from './unsubscribe-token';

export async function enqueueMail(tx: Db, recipient: string, content: MailContent): Promise<void> {
  // A mail of a topic carries RFC 8058's pair: mail clients show "Unsubscribe", and their POST to
  // the link turns the topic's mail off without signing in (services/notifications/unsubscribe.ts).
  const link = content.unsubscribe ? unsubscribeUrl(content.action.url, content.unsubscribe) : undefined;
  const headers = link ? { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : null;
  const { subject, html, text } = renderMail(content, link);
  await tx.insert(outbox).values({ recipient, subject, body: text, html, opCo: content.opCo, headers });
}
