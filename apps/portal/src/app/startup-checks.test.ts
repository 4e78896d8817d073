// Spec §8: a session of the old product clears local storage and reloads; not while a session
// restore index.html started is in flight (its rotated cookie would be lost).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passesStartupChecks } from './startup-checks';

const reload = vi.fn();

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  reload.mockClear();
});

function withLegacySession() {
  vi.stubGlobal('location', { ...window.location, reload });
  localStorage.setItem('access_token', 'legacy');
  localStorage.setItem('corporateClientId', '7');
}

describe('passesStartupChecks', () => {
  it('passes without a legacy session', () => {
    expect(passesStartupChecks()).toBe(true);
  });

  it('clears storage and reloads only once the early session restore has its answer', async () => {
    withLegacySession();
    let answer: (value: null) => void = () => undefined;
    const early = new Promise<null>((resolve) => (answer = resolve));
    expect(passesStartupChecks(early)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem('corporateClientId')).toBe('7');
    answer(null);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(localStorage.length).toBe(0);
  });

  it('reloads at once when nothing is in flight, and after a failed restore too', async () => {
    withLegacySession();
    expect(passesStartupChecks()).toBe(false);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    withLegacySession();
    expect(passesStartupChecks(Promise.reject(new Error('offline')))).toBe(false);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });
});
