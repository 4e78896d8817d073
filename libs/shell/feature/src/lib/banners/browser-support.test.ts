import { expect, it } from 'vitest';
import { isBrowserSupported } from './browser-support';

const modern = () =>
  ({
    fetch: () => undefined,
    ResizeObserver: function ResizeObserver() {},
    IntersectionObserver: function IntersectionObserver() {},
    structuredClone: () => undefined,
    CSS: { supports: () => true },
  }) as unknown as Window & typeof globalThis;

it('accepts a browser with what the portal needs', () => {
  expect(isBrowserSupported(modern())).toBe(true);
});

it('flags a browser without ResizeObserver or modern CSS', () => {
  expect(isBrowserSupported({ ...modern(), ResizeObserver: undefined } as never)).toBe(false);
  expect(isBrowserSupported({ ...modern(), CSS: { supports: () => false } } as never)).toBe(false);
});
