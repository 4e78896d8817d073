import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Right } from '@portal/shared-api-contract';
import type { ModuleName } from '@portal/shell-data-access';

/** A header link: its label, target and the path prefix that marks it active. */
export interface NavEntry {
  label: MessageDescriptor;
  to: string;
  activePrefix?: string;
  /** Report a problem: the form gets the page the user came from (its `page` search param). */
  carriesPage?: boolean;
}

/** Desktop tabs (spec §2): Overview with the order module, Requests with request, Assets with asset, Documents always. */
export function tabEntries(modules: readonly ModuleName[]): NavEntry[] {
  const tabs: (NavEntry & { module?: ModuleName })[] = [
    { label: msg`Overview`, to: '/order/contracts', activePrefix: '/order/contracts', module: 'order' },
    { label: msg`Documents`, to: '/order/documents', activePrefix: '/order/documents' },
    { label: msg`Requests`, to: '/request/requests', activePrefix: '/request', module: 'request' },
    { label: msg`Assets`, to: '/asset/assets', activePrefix: '/asset', module: 'asset' },
  ];
  return tabs.filter((tab) => !tab.module || modules.includes(tab.module));
}

export const helpEntries: NavEntry[] = [
  { label: msg`Contact`, to: '/order/contact/depots' },
  { label: msg`Report a problem`, to: '/order/help/report-problem', carriesPage: true },
  { label: msg`Suggest an idea`, to: '/order/help/suggest-idea' },
  { label: msg`Changelog`, to: '/order/help/changelog' },
];

/** Company menu (spec §2); Roles only with MANAGE_ROLES_AND_USERS. */
export function companyEntries(rights: readonly Right[]): NavEntry[] {
  const entries: NavEntry[] = [
    { label: msg`Contact persons`, to: '/order/company/contactpersons' },
    { label: msg`Addresses`, to: '/order/company/addresses' },
    { label: msg`Projects`, to: '/order/company/projects' },
    { label: msg`Users`, to: '/order/company/users' },
  ];
  if (rights.includes('MANAGE_ROLES_AND_USERS')) entries.push({ label: msg`Roles`, to: '/order/company/roles' });
  return entries;
}

export const newOrderPath = '/order/orders/add';
export const profilePath = '/order/profile';

export const isActive = (entry: NavEntry, pathname: string) =>
  !!entry.activePrefix && (pathname === entry.activePrefix || pathname.startsWith(`${entry.activePrefix}/`));

/** The search an entry's link carries from `href` (the current path and search): the page a problem is about, never the form itself. */
// Typed `never` for the router: an entry's `to` is a plain string (the shell knows no route types),
// whose search the router cannot type; the report route validates `page` itself (help-util).
export const entrySearch = (entry: NavEntry, href: string): never =>
  (entry.carriesPage && !href.startsWith(entry.to) ? { page: href } : {}) as never;
