// What is new in the portal: the changelog's entries, kept here in the repository. Titles and texts
// are Lingui messages, so they are extracted and translated like every other text of the portal.
// Add a new entry at the top with the day it reached the portal; an id is never reused, a date
// never changes (users see entries dated after their last visit as `New`).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** One change users notice. */
export interface ChangelogEntryData {
  /** Stable and unique. */
  id: string;
  /** The day it reached the portal, `YYYY-MM-DD`. */
  date: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

/** Newest first. */
export const changelogEntries: readonly ChangelogEntryData[] = [
  {
    id: 'help-feedback',
    date: '2026-11-22',
    title: msg`Report a problem, suggest an idea, and this changelog`,
    text: msg`Tell us about a problem or an idea from the Help menu and get a reference to quote. When a page fails, the error page offers Report this problem with the error report already attached. This changelog marks what is new since your last visit.`,
  },
  {
    id: 'company-pages',
    date: '2026-11-22',
    title: msg`Company pages: contact persons, addresses, projects, users and roles`,
    text: msg`The Company menu lets administrators keep the company’s contact persons and delivery addresses, follow each project’s budget (spent, committed and remaining), invite colleagues, change their roles and switch accounts off, and decide which rights each role has. Everyone else can read these pages.`,
  },
  {
    id: 'assets-map',
    date: '2026-11-22',
    title: msg`Assets on a list and a map`,
    text: msg`Assets shows your own equipment as a list and on a map side by side, with inspection counts, filters and a CSV export. Add or edit an asset and pick its location by clicking the map; on a phone, switch between the list and the map.`,
  },
  {
    id: 'requests-off-hire',
    date: '2026-11-22',
    title: msg`Requests: off-hire, extensions, breakdowns and damage`,
    text: msg`Stop a rental for part or all of several lines at once and get an off-hire reference straight away. You can also ask for an extension, report a breakdown or damage with photos, and ask a question about an invoice, and follow each request in the Requests list.`,
  },
  {
    id: 'orders-approval',
    date: '2026-11-22',
    title: msg`Orders with approval`,
    text: msg`Place an order from the catalogue: your draft is kept for you and your company until you place it, and it is never placed twice. Orders above the amount your company sets wait for a colleague’s approval. The orders list shows each order’s status, and you can cancel an order while it waits.`,
  },
  {
    id: 'overview-documents',
    date: '2026-11-22',
    title: msg`Overview and documents with filters and CSV export`,
    text: msg`Overview lists your contracts and Documents your invoices and other documents, with filters shown as chips you can remove one by one. A contract shows its rental periods on a timeline; download documents as PDF, several at once as a ZIP file, and every list as CSV.`,
  },
  {
    id: 'portal-start',
    date: '2026-11-21',
    title: msg`The new customer portal`,
    text: msg`Sign in, choose the company you work for when you have more than one, and find everything from the header, also on a phone. The portal speaks English, German, French, Dutch, Hungarian and Polish, and the cookie preferences let you choose which services may be used.`,
  },
];

/** Newest first by date; entries of one day keep their order in the file. */
export const newestFirst = (entries: readonly ChangelogEntryData[]): ChangelogEntryData[] =>
  entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => (a.entry.date === b.entry.date ? a.index - b.index : a.entry.date < b.entry.date ? 1 : -1))
    .map(({ entry }) => entry);
