// The one place that talks SMTP: nodemailer (ADR 0017), configured from MailConfig.
import nodemailer from 'nodemailer';
import type { MailConfig } from './mail-config';

/** One mail as it goes out; `messageId` is the outbox row's, so a repeat is the same message. */
export interface OutgoingMail {
  messageId: string;
  from: string;
  replyTo: string | undefined;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** Extra headers such as RFC 8058's List-Unsubscribe pair. */
  headers?: Record<string, string> | undefined;
}

/** Sends a mail or throws; `permanent` on the error says the server refused it for good (5xx). */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export class SendFailure extends Error {
  constructor(message: string, readonly permanent: boolean) {
    super(message);
  }
}

/** A sender over SMTP_URL. Timeouts shorter than the outbox lease: a hung server never leads to a second sender. */
export function smtpSender(config: MailConfig): MailSender {
  if (!config.smtpUrl) throw new Error('smtpSender needs SMTP_URL');
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    requireTLS: config.requireTls && config.smtpUrl.startsWith('smtp://'),
    connectionTimeout: 20_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      try {
        await transport.sendMail({ messageId: mail.messageId, from: mail.from, replyTo: mail.replyTo, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers });
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        // Only the server's answer goes to the row: never the URL (it can hold a password).
        const reason = code ? `${code} ${String((error as { response?: string }).response ?? '').slice(0, 300)}` : (error as Error).message.slice(0, 300);
        throw new SendFailure(reason, code !== undefined && code >= 500 && code < 600);
      }
    },
    close: () => transport.close(),
  };
}
