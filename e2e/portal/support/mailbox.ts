import { expect } from '@playwright/test';
import { mailboxPort, type ArrivedMail } from './mail-sink';

/** The mails the run's SMTP server received, for one recipient or all. */
export async function receivedMails(to?: string): Promise<ArrivedMail[]> {
  const response = await fetch(`http://127.0.0.1:${mailboxPort}/mails${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  return (await response.json()) as ArrivedMail[];
}

/**
 * The mails whose subject names `what` (an order number), once `count` of them have arrived: the
 * delivery worker sends within its poll (MAIL_POLL_MS) after the change commits.
 */
export async function mailsAbout(what: string, count: number): Promise<ArrivedMail[]> {
  let mails: ArrivedMail[] = [];
  await expect.poll(async () => (mails = (await receivedMails()).filter((m) => m.subject.includes(what))).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return mails;
}
