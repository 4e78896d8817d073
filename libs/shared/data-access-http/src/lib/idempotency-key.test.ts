import { afterEach, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
afterEach(() => vi.unstubAllGlobals());

it('makes a fresh UUID v4 each time', () => {
  const a = newIdempotencyKey();
  expect(a).toMatch(uuidV4);
  expect(newIdempotencyKey()).not.toBe(a);
});

it('makes one from random bytes where randomUUID is missing (plain HTTP)', () => {
  vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff) });
  expect(newIdempotencyKey()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
});
