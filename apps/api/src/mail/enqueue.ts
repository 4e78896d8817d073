// Writes a mail to the outbox inside the caller's transaction: it goes out only if what caused it
// commits, and then at least once (delivery-worker.ts).
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { renderMail, type MailContent } from './layout';

export async function enqueueMail(tx: Db, recipient: string, content: MailContent): Promise<void> {
  const { subject, html, text } = renderMail(content);
  await tx.insert(outbox).values({ recipient, subject, body: text, html, opCo: content.opCo });
}
