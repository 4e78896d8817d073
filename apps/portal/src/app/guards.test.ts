import { describe, expect, it } from 'vitest';
import { areaGuard, safeReturnPath } from './guards';

const settings = (modules: ('order' | 'request' | 'asset')[]) => ({ ready: true, modules });
const redirected = (fn: () => void) => {
  try {
    fn();
    return null;
  } catch (thrown) {
    return (thrown as { options?: { to?: string } }).options?.to ?? 'thrown';
  }
};

describe('area guard', () => {
  it('lets a page of an active module through', () => {
    expect(redirected(() => areaGuard(settings(['order']), '/order/contracts'))).toBeNull();
    expect(redirected(() => areaGuard(settings(['asset']), '/asset/assets/add'))).toBeNull();
  });

  it('sends a page of a missing module home', () => {
    expect(redirected(() => areaGuard(settings(['request']), '/order/contracts'))).toBe('/');
    expect(redirected(() => areaGuard(settings(['order']), '/asset/assets'))).toBe('/');
  });

  it('leaves the shared order pages open to every user', () => {
    for (const path of ['/order/documents', '/order/company/users', '/order/profile', '/order/contact/depots']) {
      expect(redirected(() => areaGuard(settings([]), path))).toBeNull();
    }
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/order/documents', '/order/documents'],
    ['//evil.test', undefined],
    ['https://evil.test', undefined],
    [42, undefined],
  ])('%s → %s', (input, expected) => expect(safeReturnPath(input)).toBe(expected));
});
