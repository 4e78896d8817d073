import { describe, expect, it } from 'vitest';
import { CHROME_ANDROID, CHROME_WINDOWS, SAFARI_MAC } from './session-testing';
import { describeUserAgent } from './user-agent';

describe('naming a device from its user agent', () => {
  it.each([
    [CHROME_WINDOWS, 'Chrome 131', 'Windows 10'],
    [CHROME_ANDROID, 'Chrome 131', 'Android 15'],
    [SAFARI_MAC, 'Safari 18', 'macOS'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari 17', 'iOS 17'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133', 'Linux'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86', 'Microsoft Edge 131', 'Windows 10'],
  ])('names %s', (userAgent, browser, os) => {
    expect(describeUserAgent(userAgent)).toEqual({ browser, os });
  });

  it('answers null for what it cannot name, and for nothing at all', () => {
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: null, os: null });
    expect(describeUserAgent('')).toEqual({ browser: null, os: null });
    expect(describeUserAgent('   ')).toEqual({ browser: null, os: null });
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null });
  });
});
