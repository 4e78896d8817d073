// An extension past a PO budget (issue 35) is told to the client's approvers as an order waiting
// for approval is (order-mails.ts): each approver other than the requester who may see the
// project gets the portal notification and, within the requester's mail allowance, a mail in their
// language. Requests have no approval step: the approvers are told, the request goes on as sent.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { columns } from '../db/sql/columns';
import { selectRows } from '../db/sql/rows';
import { currencyOf } from '../lib/prices';
import { notify } from '../services/notifications/notify';
import { enqueueMail } from './enqueue';
import type { EventMailBudget } from './event-mail-budget';
import { extensionMailTexts } from './extension-mail-texts';
import { approversOf, nameOf } from './order-mails';

type OpCo = 'nl' | 'be' | 'de' | 'pl' | 'hu';

/** Tells the approvers of the request's client; the number told. Call only for a request stored over budget. */
export async function queueExtensionOverBudget(tx: Db, requestId: number, baseUrl: string, budget: EventMailBudget): Promise<number> {
  const [request] = await selectRows(tx, columns({
    number: sql<string>`r.number`,
    createdBy: sql<number | null>`r.created_by`,
    clientId: sql<number>`r.client_id`,
    projectId: sql<number>`p.id`,
    project: sql<string>`p.name`,
    po: sql<string>`r.over_po_reference`,
    amount: sql<string>`r.over_po_amount::text`,
    client: sql<string>`c.name`,
    opCo: sql<OpCo>`c.op_co::text`,
  }), sql`FROM requests r JOIN projects p ON p.id = r.over_po_project_id JOIN corporate_clients c ON c.id = r.client_id WHERE r.id = ${requestId}`);
  if (!request) return 0;
  const approvers = await approversOf(tx, request.clientId, request.createdBy, 'order_approvals', request.projectId);
  const link = `/request/requests/${requestId}`;
  const actor = request.createdBy ? await nameOf(tx, request.createdBy) : '';
  const mailed = approvers.some((a) => a.wantsMail) && (await budget.allows(tx, request.createdBy ?? 0, request.clientId));
  for (const to of approvers) {
    if (to.wantsPortal) await notify(tx, { userId: to.id, clientId: request.clientId }, 'extension_over_po_budget', request.number, link);
    if (!to.wantsMail || !mailed) continue;
    const t = extensionMailTexts(to.language);
    const facts = { firstName: to.firstName, number: request.number, project: request.project, po: request.po, client: request.client, actor };
    const over = new Intl.NumberFormat(to.language, { style: 'currency', currency: currencyOf(request.opCo) }).format(Number(request.amount));
    await enqueueMail(tx, to.email, {
      language: to.language,
      opCo: request.opCo,
      subject: t.subject(facts),
      greeting: t.greeting(facts),
      paragraphs: [t.body(facts)],
      facts: [
        { label: t.labels.number, value: request.number },
        { label: t.labels.project, value: request.project },
        { label: t.labels.po, value: request.po },
        ...(to.seesPrices ? [{ label: t.labels.over, value: over }] : []),
      ],
      action: { label: t.action, url: `${baseUrl.replace(/\/$/, '')}${link}` },
      footer: t.footer(facts),
      unsubscribe: { userId: to.id, topic: 'order_approvals' },
    });
  }
  return approvers.length;
}
