import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff';
import { parseMailConfig } from './mail-config';

describe('mail settings', () => {
  it('has no delivery without SMTP_URL, and requires TLS unless told otherwise', () => {
    expect(parseMailConfig({}, null)).toMatchObject({ smtpUrl: null, requireTls: true, maxAttempts: 8, pollMs: 2000, fromByOpCo: {} });
    expect(parseMailConfig({ SMTP_TLS: 'optional' }, 'smtp://mail:587').requireTls).toBe(false);
  });

  it("reads each opCo's sender and refuses what it cannot use", () => {
    expect(parseMailConfig({ MAIL_FROM_BE: 'Atlas <portal@atlas-rental.be>', MAIL_FROM: 'ops@atlas.example' }, 'smtps://u:p@mail:465')).toMatchObject({
      fromByOpCo: { be: 'Atlas <portal@atlas-rental.be>' },
      defaultFrom: 'ops@atlas.example',
    });
    expect(() => parseMailConfig({}, 'http://mail')).toThrow(/SMTP_URL/);
    expect(() => parseMailConfig({ SMTP_TLS: 'never' }, 'smtp://mail')).toThrow(/SMTP_TLS/);
    expect(() => parseMailConfig({ MAIL_MAX_ATTEMPTS: '0' }, 'smtp://mail')).toThrow(/MAIL_MAX_ATTEMPTS/);
  });

  it('waits 1, 2, 4 … minutes between tries, at most an hour, with ±20 % jitter', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4, 7, 8, 12].map((a) => retryDelayMs(a, mid))).toEqual([60_000, 120_000, 240_000, 480_000, 3_600_000, 3_600_000, 3_600_000]);
    expect(retryDelayMs(1, () => 0)).toBe(48_000);
    expect(retryDelayMs(1, () => 1)).toBe(72_000);
  });
});
