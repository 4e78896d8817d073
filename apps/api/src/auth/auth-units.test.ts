import { describe, expect, it } from 'vitest';
import { createAttemptLimiter } from './limiter';
import { hashPassword, verifyPassword } from './passwords';

describe('attempt limiter', () => {
  it('blocks after max attempts until the window ends', () => {
    let now = 0;
    const limiter = createAttemptLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfter('k')).toBe(0);
      limiter.hit('k');
    }
    expect(limiter.retryAfter('k')).toBe(60);
    expect(limiter.retryAfter('other')).toBe(0);
    now = 30_000;
    expect(limiter.retryAfter('k')).toBe(30);
    now = 60_001;
    expect(limiter.retryAfter('k')).toBe(0);
  });

  it('forgets a key on reset', () => {
    const limiter = createAttemptLimiter(1, 60_000);
    limiter.hit('k');
    limiter.reset('k');
    expect(limiter.retryAfter('k')).toBe(0);
  });
});

describe('password hashing', () => {
  it('uses salted scrypt and verifies only the right password', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsE', a)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
