// One-click unsubscribe links (RFC 8058, issue 34): a token that names one user and one topic,
// signed with HMAC-SHA256 under UNSUBSCRIBE_SECRET, so nobody can turn it into another user's or
// another topic's. Nothing is stored: the signature is the proof, and a link keeps working for as
// long as the secret does (rotating the secret retires every link already mailed).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { notificationTopicSchema, type NotificationTopic } from '@portal/shared-api-contract';

/** Who and what a valid token names. */
export interface UnsubscribeSubject {
  userId: number;
  topic: NotificationTopic;
}

/** `<userId>.<topic>.<signature>`: what a token looks like, before its signature is checked. */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^([1-9]\d{0,9})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{43})$/;

const signature = (secret: string, userId: number, topic: string) =>
  createHmac('sha256', secret).update(`unsubscribe\n${userId}\n${topic}`).digest('base64url');

/** `<userId>.<topic>.<signature>`: URL-safe as it is. */
export function signUnsubscribe(secret: string, { userId, topic }: UnsubscribeSubject): string {
  return `${userId}.${topic}.${signature(secret, userId, topic)}`;
}

/** The user and topic a token names, or null when it is malformed or its signature does not match. */
export function verifyUnsubscribe(secret: string, token: string): UnsubscribeSubject | null {
  const match = UNSUBSCRIBE_TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const topic = notificationTopicSchema.safeParse(match[2]);
  if (!topic.success || userId > 2_147_483_647) return null;
  const expected = Buffer.from(signature(secret, userId, topic.data));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { userId, topic: topic.data } : null;
}

/** The secret local demos use when UNSUBSCRIBE_SECRET is unset; anywhere else the server does not start without one. */
export const LOCAL_DEMO_UNSUBSCRIBE_SECRET = 'local-demo-only-unsubscribe-secret';
export const missingUnsubscribeSecretMessage =
  'UNSUBSCRIBE_SECRET (at least 32 characters) or UNSUBSCRIBE_SECRET_FILE must be set outside APP_ENV=local: it signs the one-click unsubscribe links of mails';

/** The configured secret, the demo's locally, else an error that stops the start. */
export function unsubscribeSecretFor(config: { env: string; unsubscribeSecret: string | null }): string {
  if (config.unsubscribeSecret) {
    if (config.unsubscribeSecret.length < 32) throw new Error('UNSUBSCRIBE_SECRET: at least 32 characters');
    return config.unsubscribeSecret;
  }
  if (config.env === 'local') return LOCAL_DEMO_UNSUBSCRIBE_SECRET;
  throw new Error(missingUnsubscribeSecretMessage);
}

// The process's secret, set by buildApp from its configuration: the mails of every service sign
// their links with it without threading it through each caller (enqueue.ts).
let processSecret: string | null = null;
export function useUnsubscribeSecret(secret: string): void {
  processSecret = secret;
}

/** The one-click link for a mail whose action points at `base` (the portal's public origin). */
export function unsubscribeUrl(base: string, subject: UnsubscribeSubject): string {
  if (!processSecret) throw new Error('no unsubscribe secret: buildApp sets it before any mail is written');
  return new URL(`/api/public/unsubscribe/${signUnsubscribe(processSecret, subject)}`, base).toString();
}
