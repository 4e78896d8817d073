// Every right in the user's language: a name and one sentence saying what it lets a user do, and
// the titles of the groups the roles page shows them in (the contract's `rightGroups`).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Right } from '@portal/shared-api-contract';
import { rightGroups } from '@portal/shared-api-contract/vocabulary';

export type RightGroup = keyof typeof rightGroups;

export const rightTexts: Record<Right, { name: MessageDescriptor; explanation: MessageDescriptor }> = {
  PLACE_ORDERS: { name: msg`Place orders`, explanation: msg`Place new rental orders for the company.` },
  APPROVE_ORDERS: { name: msg`Approve orders`, explanation: msg`Approve or reject orders that wait for approval because of their amount.` },
  VIEW_PRICES: { name: msg`See prices`, explanation: msg`See rates, order totals, invoice amounts and project budgets, where your company shows prices.` },
  VIEW_DOCUMENTS: { name: msg`View documents`, explanation: msg`Open and download invoices, credit notes and delivery notes.` },
  MANAGE_REQUESTS: { name: msg`Manage requests`, explanation: msg`Make and change requests such as off-hires, extensions and breakdown reports.` },
  MANAGE_ASSETS: { name: msg`Manage assets`, explanation: msg`Add, change and archive the equipment your company tracks.` },
  MANAGE_ROLES_AND_USERS: {
    name: msg`Manage users and roles`,
    explanation: msg`Invite and deactivate users, give them roles, change roles and approval settings, and keep contact persons, addresses and projects up to date.`,
  },
};

export const rightGroupTitles: Record<RightGroup, MessageDescriptor> = {
  orders: msg`Orders`,
  records: msg`Documents, requests and assets`,
  administration: msg`Administration`,
};

/** Every right once, in the order the page shows them. */
export const allRights: Right[] = Object.values(rightGroups).flat();

/** Rights in the page's order, each once: a draft compares like for like whatever was clicked first. */
export const inPageOrder = (rights: readonly Right[]): Right[] => allRights.filter((r) => rights.includes(r));
