// The daily sweep (issue 34): from 06:00 in each opCo's time zone, members who opted in hear of new
// and overdue invoices and of inspections due within 30 days or overdue: one mail per member,
// client and topic (if they want mail) and a portal notification per event (if they want those).
// Each event is claimed per person in told_events in the transaction that tells it, so a second
// run, or two processes at once, tell nobody twice.
import { toldEvents } from '../db/schema';
import type { Db } from '../db/client';
import { enqueueMail } from '../mail/enqueue';
import { dailyPeriod, OP_COS, type OpCo } from '../schedule/calendar';
import type { ScheduledJob } from '../schedule/scheduler';
import { notify } from '../services/notifications/notify';
import { todayIn } from '../services/order/pricing';
import { inspectionEvents, invoiceEvents, type NoticeEvent } from './notice-events';
import { noticeMail, pageOf } from './notice-mail';
import type { NoticeTopic } from './notice-texts';

export const NOTICES_HOUR = 6;

async function tell(db: Db, topic: NoticeTopic, events: NoticeEvent[], opCo: OpCo, baseUrl: string): Promise<number> {
  const claimed = await db.transaction(async (tx) => {
    const keys = new Set((await tx.insert(toldEvents).values(events.map((e) => ({ key: e.key }))).onConflictDoNothing().returning({ key: toldEvents.key })).map((r) => r.key));
    const mine = events.filter((e) => keys.has(e.key));
    const [to] = mine;
    if (!to) return 0;
    if (to.mail) await enqueueMail(tx, to.email, noticeMail(topic, mine, opCo, baseUrl));
    if (to.portal) for (const e of mine) await notify(tx, { userId: e.userId, clientId: e.clientId }, e.kind, e.subject, pageOf(e));
    return mine.length;
  });
  return claimed;
}

/** Tells the opCo's members what is new today; resolves with how many events were told. */
export async function sendDailyNotices(db: Db, opCo: OpCo, now: Date, baseUrl: string): Promise<number> {
  const today = todayIn(opCo, now);
  let told = 0;
  for (const [topic, read] of [['invoices', invoiceEvents], ['inspections', inspectionEvents]] as const) {
    const perPerson = new Map<string, NoticeEvent[]>();
    for (const e of await read(db, opCo, today)) {
      const key = `${e.clientId}:${e.userId}`;
      const list = perPerson.get(key) ?? [];
      list.push(e);
      perPerson.set(key, list);
    }
    for (const events of perPerson.values()) told += await tell(db, topic, events, opCo, baseUrl);
  }
  return told;
}

export function dailyNoticesJob(db: Db, baseUrl: string): ScheduledJob {
  return {
    name: 'daily_notices',
    duePeriods: (now) => OP_COS.map((opCo) => dailyPeriod(opCo, now, NOTICES_HOUR)).filter((p): p is string => p !== null),
    run: async (period, now) => {
      await sendDailyNotices(db, period.slice(period.lastIndexOf(':') + 1) as OpCo, now, baseUrl);
    },
  };
}
