import { expectNoAxeViolations, renderWithUi } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ChangelogPage } from './ChangelogPage';
import { changelogEntries, newestFirst } from './entries';

afterEach(() => localStorage.clear());
const key = 'changelogSeen:7';
const isNew = (item: HTMLElement) => within(item).queryByText('New') !== null;

it('keeps at least six entries, each with a unique id and a real date, newest first', () => {
  expect(changelogEntries.length).toBeGreaterThanOrEqual(6);
  expect(new Set(changelogEntries.map((e) => e.id)).size).toBe(changelogEntries.length);
  for (const { date } of changelogEntries) expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
  expect(newestFirst(changelogEntries).map((e) => e.id)).toEqual(changelogEntries.map((e) => e.id));
});

it('marks the entries dated after the last visit as New, dates each, and remembers this visit', async () => {
  localStorage.setItem(key, '2026-11-21T12:00:00.000Z');
  const before = Date.now();
  const { container } = renderWithUi(<ChangelogPage userId={7} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Changelog' })).toBeInTheDocument();
  const items = screen.getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual(changelogEntries.map((e) => i18nSource(e.title)));
  expect(items.map(isNew)).toEqual(changelogEntries.map((e) => e.date > '2026-11-21'));
  expect(items.at(-1)).toHaveTextContent('November 21, 2026');
  await waitFor(() => expect(Date.parse(localStorage.getItem(key)!)).toBeGreaterThanOrEqual(before));
  await expectNoAxeViolations(container);
});

it('shows everything as New to a user who never came, or whose stored visit cannot be read', () => {
  for (const stored of [null, 'garbage']) {
    if (stored) localStorage.setItem(key, stored);
    const { unmount } = renderWithUi(<ChangelogPage userId={7} />);
    expect(screen.getAllByRole('listitem').every(isNew)).toBe(true);
    unmount();
    localStorage.clear();
  }
});

/** The English source text of a message (the tests run without catalogues). */
function i18nSource(descriptor: { message?: string; id?: string }) {
  return descriptor.message ?? descriptor.id;
}
