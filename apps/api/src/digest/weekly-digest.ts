// The weekly digest job (issue 34): Monday from 07:00 in each opCo's time zone, one mail per
// member and client who wants it and has something to hear. Each mail is recorded in told_events
// with it, so a run taken again after a crash sends nobody a second digest of that week.
import type { Db } from '../db/client';
import { toldEvents } from '../db/schema';
import { enqueueMail } from '../mail/enqueue';
import { OP_COS, weeklyPeriod, type OpCo } from '../schedule/calendar';
import type { ScheduledJob } from '../schedule/scheduler';
import { todayIn } from '../services/order/pricing';
import { costToDate } from './digest-cost';
import { awaitingApproval, digestRecipients, dueBack, onRent, openRequests, overdueInspections, projectNames, type DigestRecipient } from './digest-data';
import { digestMail, type ClientDigest } from './digest-mail';

export const DIGEST_WEEKDAY = 1;
export const DIGEST_HOUR = 7;

/** The sections of one client that at least one of its recipients may see; the others are not read. */
async function readClient(db: Db, opCo: OpCo, clientId: number, members: DigestRecipient[], today: string): Promise<ClientDigest> {
  const any = (test: (m: DigestRecipient) => boolean) => members.some(test);
  const none = async () => [];
  return {
    opCo,
    projects: await projectNames(db, clientId),
    onRent: any((m) => m.orders) ? await onRent(db, clientId) : await none(),
    dueBack: any((m) => m.orders) ? await dueBack(db, clientId, today) : await none(),
    requests: any((m) => m.requests) ? await openRequests(db, clientId) : await none(),
    approvals: any((m) => m.orders && m.approver) ? await awaitingApproval(db, clientId) : await none(),
    inspections: any((m) => m.assets) ? await overdueInspections(db, clientId, today) : await none(),
    cost: any((m) => m.orders && m.seesPrices) ? await costToDate(db, clientId, today) : new Map(),
  };
}

/**
 * What a member limited to some projects may hear of (issue 35 point 6): the sections' rows of
 * those projects only (rows without a project are left out, as in the portal), and their costs.
 */
export function limitedTo(data: ClientDigest, projectLimit: string | null): ClientDigest {
  if (projectLimit === null) return data;
  const mine = new Set(projectLimit.split(',').map(Number));
  const keep = <R extends { projectId: number | null }>(rows: R[]) => rows.filter((r) => r.projectId !== null && mine.has(r.projectId));
  return {
    ...data,
    projects: new Map([...data.projects].filter(([id]) => mine.has(id))),
    onRent: keep(data.onRent), dueBack: keep(data.dueBack), requests: keep(data.requests), approvals: keep(data.approvals), inspections: keep(data.inspections),
    cost: new Map([...data.cost].filter(([id]) => mine.has(id))),
  };
}

/** Writes the digests of an opCo's week to the outbox; resolves with how many. */
export async function sendWeeklyDigest(db: Db, opCo: OpCo, period: string, now: Date, baseUrl: string): Promise<number> {
  const today = todayIn(opCo, now);
  const byClient = new Map<number, DigestRecipient[]>();
  for (const r of await digestRecipients(db, opCo)) byClient.set(r.clientId, [...(byClient.get(r.clientId) ?? []), r]);
  let sent = 0;
  for (const [clientId, members] of byClient) {
    const data = await readClient(db, opCo, clientId, members, today);
    for (const to of members) {
      const mail = digestMail(to, limitedTo(data, to.projectLimit), baseUrl);
      if (!mail) continue;
      await db.transaction(async (tx) => {
        const told = await tx.insert(toldEvents).values({ key: `weekly_digest:${period}:client:${clientId}:user:${to.userId}` }).onConflictDoNothing().returning({ key: toldEvents.key });
        if (!told.length) return;
        await enqueueMail(tx, to.email, mail);
        sent++;
      });
    }
  }
  return sent;
}

export function weeklyDigestJob(db: Db, baseUrl: string): ScheduledJob {
  return {
    name: 'weekly_digest',
    duePeriods: (now) => OP_COS.map((opCo) => weeklyPeriod(opCo, now, DIGEST_WEEKDAY, DIGEST_HOUR)).filter((p): p is string => p !== null),
    run: async (period, now) => {
      await sendWeeklyDigest(db, period.slice(period.lastIndexOf(':') + 1) as OpCo, period, now, baseUrl);
    },
  };
}
