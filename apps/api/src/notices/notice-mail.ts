// One member's mail of the daily sweep for one client and topic (issue 34): the new events of each
// kind, each linking to its page, in their language and locale.
import { currencyOf } from '../lib/prices';
import type { MailContent, MailSection } from '../mail/layout';
import type { OpCo } from '../schedule/calendar';
import type { NoticeEvent } from './notice-events';
import { noticeTexts, type NoticeKind, type NoticeTopic } from './notice-texts';

/** Lines shown per kind; the rest is behind a link to the filtered list. */
const LINES_SHOWN = 20;

const kindsOf: Record<NoticeTopic, NoticeKind[]> = {
  invoices: ['invoice_new', 'invoice_overdue'],
  inspections: ['inspection_due', 'inspection_overdue'],
};

/** The portal page of an event (documents have no page of their own: the list finds the number). */
export const pageOf = (e: NoticeEvent): string =>
  e.kind.startsWith('invoice') ? `/order/documents?q=${encodeURIComponent(e.subject)}` : `/asset/assets/${e.id}`;

const listOf: Record<NoticeKind, string> = {
  invoice_new: '/order/documents?type=invoice',
  invoice_overdue: '/order/documents?type=invoice&status=overdue',
  inspection_due: '/asset/assets?inspectionDue=within_30_days',
  inspection_overdue: '/asset/assets?inspectionDue=overdue',
};

export function noticeMail(topic: NoticeTopic, events: readonly NoticeEvent[], opCo: OpCo, baseUrl: string): MailContent {
  const [to] = events as [NoticeEvent];
  const t = noticeTexts(to.language);
  const base = baseUrl.replace(/\/$/, '');
  const date = new Intl.DateTimeFormat(to.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const day = (iso: string) => date.format(new Date(`${iso}T00:00:00Z`));
  const money = new Intl.NumberFormat(to.language, { style: 'currency', currency: currencyOf(opCo) });
  const text = (e: NoticeEvent) => (topic === 'invoices'
    ? [e.subject, e.amount === null ? null : money.format(Number(e.amount)), t.due(day(e.date))].filter(Boolean).join(' · ')
    : `${e.subject} · ${t.inspection(day(e.date))}`);
  const parts: MailSection['parts'] = kindsOf[topic].flatMap((kind) => {
    const of = events.filter((e) => e.kind === kind);
    if (!of.length) return [];
    const shown = of.slice(0, LINES_SHOWN);
    return [{
      title: t.title[kind](of.length),
      lines: shown.map((e) => ({ text: text(e), url: `${base}${pageOf(e)}` })),
      ...(of.length > shown.length ? { more: { label: t.title[kind](of.length), url: `${base}${listOf[kind]}` } } : {}),
    }];
  });
  return {
    language: to.language,
    opCo,
    subject: t.subject[topic](to.client),
    greeting: t.greeting(to.firstName),
    // A client's name may end with a dot ("B.V."): not twice.
    paragraphs: [t.intro[topic](to.client).replace(/\.\.$/, '.')],
    sections: [{ heading: to.client, parts }],
    action: { label: t.action[topic], url: `${base}${topic === 'invoices' ? '/order/documents' : '/asset/assets'}` },
    footer: t.footer[topic](to.client),
    unsubscribe: { userId: to.userId, topic },
  };
}
