// The order mails of issue 34: an order that waits for approval goes to each of the client's other
// approvers, and what became of an order (approved, rejected, cancelled) to the person who placed
// it, unless they did it themselves. Each in the recipient's language, written in the transaction
// of the change, with a link to the order.
import { topicOfKind, type NotificationKind, type NotificationTopic } from '@portal/shared-api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { columns } from '../db/sql/columns';
import { membershipHolds } from '../db/sql/membership-rights';
import { membershipProjectScope } from '../db/sql/project-scope';
import { selectRows } from '../db/sql/rows';
import { currencyOf } from '../lib/prices';
import { notify } from '../services/notifications/notify';
import { wantsSql } from '../services/notifications/preferences';
import { enqueueMail } from './enqueue';
import type { EventMailBudget } from './event-mail-budget';
import { orderMailTexts, type OrderMailFacts, type OrderMailKind } from './order-mail-texts';

type OpCo = 'nl' | 'be' | 'de' | 'pl' | 'hu';

export interface Recipient {
  id: number;
  email: string;
  firstName: string;
  language: string;
  seesPrices: boolean;
  /** Their preferences for the mail's topic (services/notifications/preferences.ts). */
  wantsMail: boolean;
  wantsPortal: boolean;
}

/**
 * A member's address, name, language, whether they see prices (the client shows them and a role
 * gives VIEW_PRICES), and whether they want the kind's topic by mail and in the portal.
 */
const recipientColumns = (topic: NotificationTopic) =>
  columns({
    id: sql<number>`u.id`,
    email: sql<string>`u.email`,
    firstName: sql<string>`u.first_name`,
    language: sql<string>`u.preferred_language::text`,
    seesPrices: sql<boolean>`(c.show_prices AND ${membershipHolds('VIEW_PRICES')})`,
    wantsMail: wantsSql(topic, 'mail'),
    wantsPortal: wantsSql(topic, 'portal'),
  });

async function orderFacts(tx: Db, orderId: number) {
  const [row] = await selectRows(tx, columns({
    number: sql<string>`o.number`,
    total: sql<string>`o.total::text`,
    createdBy: sql<number | null>`o.created_by`,
    clientId: sql<number>`o.client_id`,
    project: sql<string>`p.name`,
    client: sql<string>`c.name`,
    opCo: sql<OpCo>`c.op_co::text`,
  }), sql`FROM orders o JOIN projects p ON p.id = o.project_id JOIN corporate_clients c ON c.id = o.client_id WHERE o.id = ${orderId}`);
  if (!row) throw new Error(`order ${orderId} not found for its mail`);
  return row;
}

export async function nameOf(tx: Db, userId: number): Promise<string> {
  const [row] = await selectRows(tx, columns({ name: sql<string>`trim(first_name || ' ' || last_name)` }), sql`FROM users WHERE id = ${userId}`);
  return row?.name ?? '';
}

/** `mailed`: the action is within its mail allowance (event-mail-budget.ts); the portal hears of it either way. */
async function queue(tx: Db, kind: OrderMailKind, to: Recipient, order: Awaited<ReturnType<typeof orderFacts>>, orderId: number, actor: string, reason: string | null, baseUrl: string, mailed: boolean) {
  const topic = topicOfKind[notificationKind[kind]];
  const link = `/order/orders/${orderId}`;
  if (to.wantsPortal) await notify(tx, { userId: to.id, clientId: order.clientId }, notificationKind[kind], order.number, link);
  if (!to.wantsMail || !mailed) return;
  const t = orderMailTexts(to.language);
  const amount = new Intl.NumberFormat(to.language, { style: 'currency', currency: currencyOf(order.opCo) }).format(Number(order.total));
  const facts: OrderMailFacts = { firstName: to.firstName, number: order.number, project: order.project, client: order.client, amount, actor, reason };
  await enqueueMail(tx, to.email, {
    language: to.language,
    opCo: order.opCo,
    subject: t.subject[kind](facts),
    greeting: t.greeting(facts),
    paragraphs: [t.body[kind](facts)],
    facts: [
      { label: t.labels.number, value: order.number },
      { label: t.labels.project, value: order.project },
      ...(to.seesPrices ? [{ label: t.labels.amount, value: amount }] : []),
      ...(reason ? [{ label: t.labels.reason, value: reason }] : []),
    ],
    action: { label: kind === 'approval_needed' ? t.review : t.open, url: `${baseUrl.replace(/\/$/, '')}${link}` },
    footer: kind === 'approval_needed' ? t.footerApprover(facts) : t.footerOrderer(facts),
    unsubscribe: { userId: to.id, topic },
  });
}

const notificationKind = {
  approval_needed: 'order_awaiting_approval',
  approved: 'order_approved',
  rejected: 'order_rejected',
  cancelled: 'order_cancelled',
} as const satisfies Record<OrderMailKind, NotificationKind>;

/**
 * The client's approvers (APPROVE_ORDERS) other than `except` (four eyes), with their wishes for
 * `topic`; with `projectId` only those whose projects include it (issue 35 point 6).
 */
export async function approversOf(tx: Db, clientId: number, except: number | null, topic: NotificationTopic, projectId?: number): Promise<Recipient[]> {
  return selectRows(tx, recipientColumns(topic), sql`
    FROM memberships m JOIN users u ON u.id = m.user_id AND u.active JOIN corporate_clients c ON c.id = m.client_id
    WHERE m.client_id = ${clientId} AND m.active AND m.accepted_at IS NOT NULL AND m.user_id <> ${except ?? 0}
      AND ${membershipHolds('APPROVE_ORDERS')} ${projectId === undefined ? sql`` : sql`AND ${membershipProjectScope(sql`m.id`, sql`${projectId}::int`)}`}
    ORDER BY u.id`);
}

/** One mail per approver of the client other than the person who placed the order (four eyes). */
export async function queueApprovalRequests(tx: Db, orderId: number, baseUrl: string, budget: EventMailBudget): Promise<number> {
  const order = await orderFacts(tx, orderId);
  const approvers = await approversOf(tx, order.clientId, order.createdBy, topicOfKind.order_awaiting_approval);
  const placer = order.createdBy ? await nameOf(tx, order.createdBy) : '';
  const mailed = approvers.some((a) => a.wantsMail) && (await budget.allows(tx, order.createdBy ?? 0, order.clientId));
  for (const approver of approvers) await queue(tx, 'approval_needed', approver, order, orderId, placer, null, baseUrl, mailed);
  return approvers.length;
}

/** The outcome to whoever placed the order, if someone else decided it and they are still a member. */
export async function queueOrderOutcome(tx: Db, orderId: number, kind: Exclude<OrderMailKind, 'approval_needed'>, actorId: number, reason: string | null, baseUrl: string, budget: EventMailBudget): Promise<boolean> {
  const order = await orderFacts(tx, orderId);
  if (!order.createdBy || order.createdBy === actorId) return false;
  const [orderer] = await selectRows(tx, recipientColumns(topicOfKind[notificationKind[kind]]), sql`
    FROM memberships m JOIN users u ON u.id = m.user_id AND u.active JOIN corporate_clients c ON c.id = m.client_id
    WHERE m.client_id = ${order.clientId} AND m.user_id = ${order.createdBy} AND m.active AND m.accepted_at IS NOT NULL`);
  if (!orderer) return false;
  const mailed = orderer.wantsMail && (await budget.allows(tx, actorId, order.clientId));
  await queue(tx, kind, orderer, order, orderId, await nameOf(tx, actorId), reason, baseUrl, mailed);
  return true;
}
