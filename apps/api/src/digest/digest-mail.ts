// One recipient's digest of one client (issue 34), from the client's sections (digest-data.ts):
// per project what they may see (their modules, prices, the approver's right), in their language
// and locale, each line linking to its page and each section to its filtered list. Null when there
// is nothing to say.
import type { LocalisedNames } from '@portal/shared-api-contract';
import { currencyOf } from '../lib/prices';
import type { MailContent, MailSection } from '../mail/layout';
import type { OpCo } from '../schedule/calendar';
import { parsedNames } from '../services/order/catalogue';
import type { awaitingApproval, DigestRecipient, dueBack, onRent, openRequests, overdueInspections } from './digest-data';
import { digestTexts } from './digest-texts';

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;

/** Everything of one client the digest may show, read once for all its recipients. */
export interface ClientDigest {
  opCo: OpCo;
  projects: Map<number, string>;
  onRent: Rows<typeof onRent>;
  dueBack: Rows<typeof dueBack>;
  requests: Rows<typeof openRequests>;
  approvals: Rows<typeof awaitingApproval>;
  inspections: Rows<typeof overdueInspections>;
  /** Cents per project; empty when no recipient of the client sees prices. */
  cost: Map<number, bigint>;
}

type Part = MailSection['parts'][number];
type Line = Part['lines'][number];

/** The rows of one project, as a part with "and N more" linking to the whole list. */
function part<R extends { projectId: number | null; total: number }>(rows: R[], title: (n: number) => string, line: (row: R) => Line, more: { label: (n: number) => string; url: string }): Part | null {
  if (!rows.length) return null;
  const total = rows[0]!.total;
  return { title: title(total), lines: rows.map(line), ...(total > rows.length ? { more: { label: more.label(total - rows.length), url: more.url } } : {}) };
}

export function digestMail(to: DigestRecipient, data: ClientDigest, baseUrl: string): MailContent | null {
  const t = digestTexts(to.language);
  const base = baseUrl.replace(/\/$/, '');
  const date = new Intl.DateTimeFormat(to.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const day = (iso: string) => date.format(new Date(`${iso}T00:00:00Z`));
  const money = new Intl.NumberFormat(to.language, { style: 'currency', currency: currencyOf(data.opCo) });
  const name = (names: LocalisedNames | string) => {
    const parsed = parsedNames(names) as Record<string, string | undefined>;
    return parsed[to.language] ?? parsed['en-US'] ?? '';
  };
  const filter = (project: number | null) => (project === null ? '' : `projectId=${project}`);
  const withQuery = (path: string, ...params: string[]) => `${base}${path}${params.some(Boolean) ? `?${params.filter(Boolean).join('&')}` : ''}`;
  const of = <R extends { projectId: number | null }>(rows: R[], project: number | null, shown: boolean) => (shown ? rows.filter((r) => r.projectId === project) : []);
  const more = (url: string) => ({ label: t.more, url });

  const ids = new Set<number | null>([
    ...(to.orders ? [...data.onRent, ...data.dueBack] : []),
    ...(to.orders && to.approver ? data.approvals : []),
    ...(to.requests ? data.requests : []),
    ...(to.assets ? data.inspections : []),
  ].map((r) => r.projectId));
  const ordered = [...ids].sort((a, b) => (a === null ? 1 : b === null ? -1 : (data.projects.get(a) ?? '').localeCompare(data.projects.get(b) ?? '', to.language)));

  const sections: MailSection[] = ordered.map((project) => {
    const cost = project !== null && to.orders && to.seesPrices ? data.cost.get(project) : undefined;
    const parts = [
      part(of(data.onRent, project, to.orders), t.onRent,
        (l) => ({ text: `${l.quantity} × ${name(l.names)} (${l.fleetNumber}) · ${l.contractNumber}`, url: `${base}/order/contracts/${l.contractId}` }),
        more(withQuery('/order/contracts', filter(project)))),
      cost === undefined ? null : { title: t.costToDate, lines: [{ text: money.format(Number(cost) / 100), url: withQuery('/order/documents', filter(project)) }] },
      part(of(data.dueBack, project, to.orders), t.dueBack,
        (l) => ({ text: `${l.quantity} × ${name(l.names)} (${l.fleetNumber}) · ${t.back(day(l.expectedBack))}`, url: `${base}/order/contracts/${l.contractId}` }),
        more(withQuery('/order/contracts', filter(project)))),
      part(of(data.requests, project, to.requests), t.openRequests,
        (r) => ({ text: `${r.number} · ${t.requestStatus[r.status]}`, url: `${base}/request/requests/${r.id}` }),
        more(withQuery('/request/requests'))),
      part(of(data.approvals, project, to.orders && to.approver), t.awaitingApproval,
        (o) => ({ text: to.seesPrices && o.amount !== null ? `${o.number} · ${money.format(Number(o.amount))}` : o.number, url: `${base}/order/orders/${o.id}` }),
        more(withQuery('/order/orders', 'status=awaiting_approval', filter(project)))),
      part(of(data.inspections, project, to.assets), t.overdueInspections,
        (a) => ({ text: `${a.name} (${a.serial}) · ${t.due(day(a.dueDate))}`, url: `${base}/asset/assets/${a.id}` }),
        more(withQuery('/asset/assets', 'inspectionDue=overdue', filter(project)))),
    ].filter((p): p is Part => p !== null);
    return { heading: project === null ? t.withoutProject : (data.projects.get(project) ?? t.withoutProject), parts };
  });
  if (!sections.length) return null;
  return {
    language: to.language,
    opCo: data.opCo,
    subject: t.subject(to.client),
    greeting: t.greeting(to.firstName),
    paragraphs: [t.intro(to.client)],
    sections,
    action: { label: t.action, url: `${base}/` },
    footer: t.footer(to.client),
    unsubscribe: { userId: to.userId, topic: 'weekly_digest' },
  };
}
