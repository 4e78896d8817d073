// A real SMTP server for tests (the `smtp-server` package): what the delivery worker sends arrives
// here over a socket, is kept raw with its headers read, and the server can be told to refuse.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  messageId: string;
  subject: string;
  headers: string;
  body: string;
}

export interface SmtpTestServer {
  url: string;
  received: ReceivedMail[];
  /** The distinct Message-IDs received: a repeat of one mail counts once here. */
  distinctIds(): Set<string>;
  /** Answer every DATA with this SMTP error until cleared (null: accept). */
  refuseWith(error: { code: number; message: string } | null): void;
  close(): Promise<void>;
}

const header = (headers: string, name: string) => headers.match(new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im'))?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim() ?? '';

/** `delayMs`: how long the server takes to accept each mail (a slow server, for a kill mid-send). */
export async function startSmtpTestServer({ delayMs = 0 }: { delayMs?: number } = {}): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let refusal: { code: number; message: string } | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => void accept());
      const accept = async () => {
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (refusal) return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.search(/\r?\n\r?\n/);
        const headers = raw.slice(0, split);
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          messageId: header(headers, 'Message-ID'),
          subject: header(headers, 'Subject'),
          headers,
          body: raw.slice(split).trim(),
        });
        callback();
      };
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    distinctIds: () => new Set(received.map((m) => m.messageId)),
    refuseWith: (error) => void (refusal = error),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
