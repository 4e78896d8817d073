import { describe, expect, it } from 'vitest';
import { companyEntries, entrySearch, helpEntries, isActive, tabEntries } from './navigation';

const paths = (entries: { to: string }[]) => entries.map((e) => e.to);

describe('header navigation', () => {
  it('shows every tab with all modules', () => {
    expect(paths(tabEntries(['order', 'request', 'asset']))).toEqual([
      '/order/contracts',
      '/order/documents',
      '/request/requests',
      '/asset/assets',
    ]);
  });

  it('always shows Documents, and each module tab only with its module', () => {
    expect(paths(tabEntries([]))).toEqual(['/order/documents']);
    expect(paths(tabEntries(['request']))).toEqual(['/order/documents', '/request/requests']);
  });

  it('shows Roles only with MANAGE_ROLES_AND_USERS', () => {
    expect(paths(companyEntries([]))).not.toContain('/order/company/roles');
    expect(paths(companyEntries(['MANAGE_ROLES_AND_USERS']))).toContain('/order/company/roles');
  });

  it('marks Overview active on /order/contracts', () => {
    const [overview] = tabEntries(['order']);
    expect(isActive(overview!, '/order/contracts')).toBe(true);
    expect(isActive(overview!, '/order/documents')).toBe(false);
  });
});

describe('Report a problem', () => {
  const report = helpEntries.find((e) => e.to === '/order/help/report-problem')!;
  it('carries the page the user came from, search included', () => {
    expect(entrySearch(report, '/order/documents?q=42')).toEqual({ page: '/order/documents?q=42' });
  });
  it('carries nothing from the form itself, and other entries carry nothing', () => {
    expect(entrySearch(report, '/order/help/report-problem?page=%2Forder')).toEqual({});
    expect(entrySearch(helpEntries[0]!, '/order/documents')).toEqual({});
  });
});
