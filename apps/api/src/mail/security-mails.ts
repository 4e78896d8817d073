// Security notices (issue 34): a changed password and a sign-in from a device not seen before go to
// the account's owner, always (no preference turns them off), in their language, with the way to
// take the account back.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { corporateClients, memberships, sessionFamilies, users } from '../db/schema';
import { timeZoneOf } from '../lib/opco-time-zone';
import { describeUserAgent } from '../services/usermgmt/user-agent';
import { enqueueMail } from './enqueue';
import { securityMailTexts, type SecurityNoticeKind } from './security-mail-texts';

/**
 * The time zone a notice states its time in: that of the opCo the person's first company rents
 * from (an account belongs to people, not to an opCo); Amsterdam for an account with no company.
 */
async function timeZoneOfUser(db: Db, userId: number): Promise<string> {
  const [first] = await db.select({ opCo: corporateClients.opCo }).from(memberships)
    .innerJoin(corporateClients, eq(corporateClients.id, memberships.clientId))
    .where(eq(memberships.userId, userId)).orderBy(memberships.id).limit(1);
  return timeZoneOf(first?.opCo ?? 'nl');
}

/** The browser and system of a User-Agent as the list of signed-in devices names them ("Firefox 133 · Windows 10"). */
export function deviceName(userAgent: string | undefined | null): string {
  const { browser, os } = describeUserAgent(userAgent ?? null);
  return [browser, os].filter(Boolean).join(' · ') || userAgent?.trim().slice(0, 60) || '?';
}

export async function queueSecurityNotice(db: Db, userId: number, kind: SecurityNoticeKind, baseUrl: string, userAgent?: string, at = new Date()): Promise<void> {
  const [user] = await db.select({ email: users.email, firstName: users.firstName, language: users.preferredLanguage }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const t = securityMailTexts(user.language);
  const when = new Intl.DateTimeFormat(user.language, { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: await timeZoneOfUser(db, userId), timeZoneName: 'short' }).format(at);
  const device = deviceName(userAgent);
  await enqueueMail(db, user.email, {
    language: user.language,
    opCo: null,
    subject: t.subject[kind],
    greeting: t.greeting(user.firstName),
    paragraphs: [t.body[kind](when, device), t.notYou],
    facts: [{ label: t.labels.when, value: when }, ...(kind === 'new_device' ? [{ label: t.labels.device, value: device }] : [])],
    action: { label: t.action, url: `${baseUrl.replace(/\/$/, '')}/auth/forgot-password` },
    footer: t.footer,
  });
}

/**
 * Before a sign-in's session is started: a notice when the user has signed in before but never with
 * this browser (User-Agent). The very first sign-in has nothing to compare with and sends none.
 */
export async function noticeNewDevice(db: Db, userId: number, userAgent: string | undefined, baseUrl: string): Promise<boolean> {
  const ua = userAgent?.trim().slice(0, 512) || null;
  const [seen] = await db
    .select({ any: sql<number>`count(*)::int`, same: sql<number>`count(*) filter (where ${ua === null ? sql`${sessionFamilies.userAgent} is null` : eq(sessionFamilies.userAgent, ua)})::int` })
    .from(sessionFamilies)
    .where(and(eq(sessionFamilies.userId, userId)));
  if (!seen || seen.any === 0 || seen.same > 0) return false;
  await queueSecurityNotice(db, userId, 'new_device', baseUrl, userAgent);
  return true;
}
