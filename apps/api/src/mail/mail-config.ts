// How mail leaves the system: the SMTP server and the sender addresses, read once at start-up.
// Without SMTP_URL no mail is sent: locally the mails wait in the outbox for /api/dev/outbox (the
// demo needs nothing installed); a deployed environment without it says so loudly at start-up.

/** What the delivery worker needs from the environment. */
export interface MailConfig {
  /** smtp://user:pass@host:587 (STARTTLS), smtps://…:465 (TLS from the start); null: no delivery. */
  smtpUrl: string | null;
  /** STARTTLS is required on smtp:// (never plain text to a mail server) unless SMTP_TLS=optional. */
  requireTls: boolean;
  /** Sender when neither the opCo nor MAIL_FROM_<OPCO> names one (a mail without an opCo). */
  defaultFrom: string;
  /** MAIL_FROM_NL, MAIL_FROM_BE, …: an opCo's sender; unset, it is `"<opCo name>" <no-reply@<opCo domain>>`. */
  fromByOpCo: Partial<Record<string, string>>;
  /** Sends tried before a mail becomes a dead letter (MAIL_MAX_ATTEMPTS, default 8: about two hours of retries). */
  maxAttempts: number;
  /** How often the worker looks for due mail (MAIL_POLL_MS, default 2000). */
  pollMs: number;
  /**
   * How long a claimed mail is one process's (MAIL_LEASE_MS, default 3 minutes): well beyond the SMTP
   * timeouts (smtp-sender.ts), and how long a mail in the hands of a killed process waits to go again.
   */
  leaseMs: number;
}

const OPCOS = ['nl', 'be', 'de', 'pl', 'hu'] as const;

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name}: expected a whole number of at least 1, got ${value}`);
  return n;
}

/** The mail settings from the environment; `smtpUrl` comes from SMTP_URL or the file SMTP_URL_FILE (it holds a password). */
export function parseMailConfig(env: NodeJS.ProcessEnv, smtpUrl: string | null): MailConfig {
  if (smtpUrl && !/^smtps?:\/\/[^/]+/.test(smtpUrl)) throw new Error('SMTP_URL: expected smtp://host:port or smtps://host:port (user and password in the URL if the server wants them)');
  const tls = env['SMTP_TLS']?.trim() || 'required';
  if (tls !== 'required' && tls !== 'optional') throw new Error(`SMTP_TLS: expected required or optional, got ${tls}`);
  const fromByOpCo: MailConfig['fromByOpCo'] = {};
  for (const code of OPCOS) {
    const from = env[`MAIL_FROM_${code.toUpperCase()}`]?.trim();
    if (from) fromByOpCo[code] = from;
  }
  return {
    smtpUrl,
    requireTls: tls === 'required',
    defaultFrom: env['MAIL_FROM']?.trim() || '"Atlas Rental" <no-reply@atlas-rental.example>',
    fromByOpCo,
    maxAttempts: positiveInt('MAIL_MAX_ATTEMPTS', env['MAIL_MAX_ATTEMPTS'], 8),
    pollMs: positiveInt('MAIL_POLL_MS', env['MAIL_POLL_MS'], 2000),
    leaseMs: positiveInt('MAIL_LEASE_MS', env['MAIL_LEASE_MS'], 180_000),
  };
}
