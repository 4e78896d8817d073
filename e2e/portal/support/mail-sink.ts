// The e2e run's mail server (issue 34): the API delivers every mail over SMTP to this sink, as it
// would to a real one, and the tests read what arrived over HTTP (a test runs in a worker process,
// the sink in the runner's, so an array in memory would not reach it). One per run, fixed ports
// derived from E2E_PORT, so engineers running e2e side by side on other ports do not collide.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env['E2E_PORT'] ?? '4200');
/** Where the API sends mail (SMTP_URL of the e2e server). */
export const smtpPort = Number(process.env['E2E_SMTP_PORT'] ?? port + 1025);
/** Where the tests read it. */
export const mailboxPort = smtpPort + 1;

/** A mail as it arrived: envelope recipients, headers decoded, and the whole text of the body. */
export interface ArrivedMail {
  to: string[];
  messageId: string;
  subject: string;
  /** Every part's text, quoted-printable undone: HTML and plain text, links included. */
  body: string;
}

const header = (headers: string, name: string) => headers.match(new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im'))?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim() ?? '';

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`): a subject with ü or ő comes so. */
const decodeWords = (value: string) =>
  value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*(?==\?)?/gi, (_, encoding: string, text: string) =>
    encoding.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuoted(text.replace(/_/g, ' ')));

/** Quoted-printable: soft line breaks joined, =XX bytes read as UTF-8. */
const decodeQuoted = (text: string) =>
  Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

/** Starts the SMTP server and the mailbox; resolves to a function that closes both. */
export async function startMailSink(): Promise<() => Promise<void>> {
  const arrived: ArrivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.search(/\r?\n\r?\n/);
        const headers = raw.slice(0, split);
        arrived.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          messageId: header(headers, 'Message-ID'),
          subject: decodeWords(header(headers, 'Subject')),
          body: decodeQuoted(raw.slice(split)),
        });
        callback();
      });
    },
  });
  const mailbox = createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://sink').searchParams.get('to')?.toLowerCase();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(to ? arrived.filter((m) => m.to.includes(to)) : arrived));
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => mailbox.listen(mailboxPort, '127.0.0.1', resolve));
  return async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await new Promise<void>((resolve) => mailbox.close(() => resolve()));
  };
}
