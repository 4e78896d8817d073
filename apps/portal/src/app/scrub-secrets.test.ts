import { describe, expect, it } from 'vitest';
import { buildSentryOptions } from './sentry-options';
import { scrubSecrets, scrubText } from './scrub-secrets';

const link = 'https://portal.example/auth/reset-password?token=Zm9vYmFyYmF6cXV4LXNlY3JldA&lang=nl';
const options = buildSentryOptions({ env: 'prod', sentryDsn: 'https://key@errors.example/1', release: 'abc' } as Parameters<typeof buildSentryOptions>[0]);

describe('scrubbing reset tokens from error reports', () => {
  it('removes what follows token= in any text, keeping the rest of the address', () => {
    expect(scrubText(link)).toBe('https://portal.example/auth/reset-password?token=[Filtered]&lang=nl');
    expect(scrubText('/auth/reset-password?token=abc#top')).toBe('/auth/reset-password?token=[Filtered]#top');
    expect(scrubText('GET /x?access_token=abc.def')).toBe('GET /x?access_token=[Filtered]');
    // Inside another address, percent-encoded: up to the encoded &.
    expect(scrubText('/auth/login?redirect=%2Fauth%2Freset-password%3Ftoken%3Dabc123%26lang%3Dnl')).toBe('/auth/login?redirect=%2Fauth%2Freset-password%3Ftoken%3D[Filtered]%26lang%3Dnl');
    expect(scrubText('Failed to fetch token= "abc"')).toBe('Failed to fetch token= "abc"');
    expect(scrubText('no secrets here')).toBe('no secrets here');
  });

  it('scrubs an event’s URL, request data, query and breadcrumbs before it is sent', () => {
    const event = {
      message: `Error on ${link}`,
      request: {
        url: link,
        query_string: [['token', 'Zm9vYmFy'], ['lang', 'nl']],
        data: { token: 'Zm9vYmFy', password: 'a-long-enough-pass1', note: 'ok' },
        headers: { Referer: link },
      },
      breadcrumbs: [{ category: 'navigation', data: { from: '/auth/reset-password?token=Zm9vYmFy', to: '/auth/reset-password' } }],
      exception: { values: [{ type: 'Error', value: `GET ${link} failed` }] },
    };
    const sent = options.beforeSend(event);
    const text = JSON.stringify(sent);
    expect(text).not.toContain('Zm9vYmFy');
    expect(text).not.toContain('a-long-enough-pass1');
    expect(sent.request.url).toBe('https://portal.example/auth/reset-password?token=[Filtered]&lang=nl');
    expect(sent.request.query_string).toEqual([['token', '[Filtered]'], ['lang', 'nl']]);
    expect(sent.request.data).toEqual({ token: '[Filtered]', password: '[Filtered]', note: 'ok' });
    expect(sent.breadcrumbs[0]!.data).toEqual({ from: '/auth/reset-password?token=[Filtered]', to: '/auth/reset-password' });
  });

  it('scrubs each breadcrumb as it is recorded: the navigation that removed the token names it', () => {
    const crumb = { category: 'navigation', data: { from: '/auth/reset-password?token=Zm9vYmFy', to: '/auth/reset-password' } };
    expect(options.beforeBreadcrumb(crumb)).toEqual({ category: 'navigation', data: { from: '/auth/reset-password?token=[Filtered]', to: '/auth/reset-password' } });
    const xhr = { category: 'xhr', data: { method: 'POST', url: '/api/public/profiles/password/reset', status_code: 400 } };
    expect(options.beforeBreadcrumb(xhr)).toEqual(xhr);
  });

  it('leaves what is no plain data alone, and survives deep or odd values', () => {
    class Widget {
      url = link;
    }
    const widget = new Widget();
    let deep: Record<string, unknown> = { url: link };
    for (let i = 0; i < 50; i++) deep = { next: deep };
    const event = { extra: { widget, deep, n: 1, none: null, flag: true } };
    expect(() => scrubSecrets(event)).not.toThrow();
    expect(widget.url).toBe(link);
  });
});
