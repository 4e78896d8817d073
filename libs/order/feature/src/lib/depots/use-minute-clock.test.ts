import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useMinuteClock } from './use-minute-clock';

afterEach(() => vi.useRealTimers());

it('renews the time on every full minute, so "open now" follows the clock', () => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-05T15:59:30Z'));
  const { result, unmount } = renderHook(() => useMinuteClock());
  expect(result.current.toISOString()).toBe('2026-01-05T15:59:30.000Z');
  act(() => vi.advanceTimersByTime(29_999));
  expect(result.current.toISOString()).toBe('2026-01-05T15:59:30.000Z');
  act(() => vi.advanceTimersByTime(1));
  expect(result.current.toISOString()).toBe('2026-01-05T16:00:00.000Z');
  act(() => vi.advanceTimersByTime(60_000));
  expect(result.current.toISOString()).toBe('2026-01-05T16:01:00.000Z');
  unmount();
  expect(vi.getTimerCount()).toBe(0);
});
