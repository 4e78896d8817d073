// The portal's Content-Security-Policy: only our own origin, plus the tag manager, the error
// reporting host and the map tile host (img-src) when (and only when) they are configured. No
// unsafe-eval.
import { readFileSync } from 'node:fs';
import type { ApiConfig } from '../config/env';

const GTM = ['https://www.googletagmanager.com'];
const GA = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    // Tile templates such as https://{s}.tile.example.org/{z}/{x}/{y}.png: allow the subdomains.
    return new URL(url.replace('{s}', 'tiles-sub')).origin.replace('tiles-sub', '*');
  } catch {
    return null;
  }
}

/** `inlineScripts`: hashes of the inline scripts a page may run (index.html's, or the prerendered sign-in page's). */
export function portalCsp(config: ApiConfig, inlineScripts: readonly string[] = []): string {
  const gtm = config.gtmContainerId ? [...GTM, ...GA] : [];
  const sentry = originOf(config.sentryDsn);
  const tiles = originOf(config.mapTileUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts, ...(config.gtmContainerId ? GTM : [])],
    // Mantine injects <style> tags at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...gtm, ...(tiles ? [tiles] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...gtm, ...(sentry ? [sentry] : [])],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    // Maps are drawn in the page (tiles are images, see img-src); only the tag manager frames.
    'frame-src': config.gtmContainerId ? GTM : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The hashes of a page's inline scripts, which the portal's build writes beside the page
 * (`{ "scriptSrc": [...] }`), or null when the file is missing, unreadable or holds anything but
 * sha256 sources (so nothing else, `'unsafe-inline'` say, can reach a policy). Read with each page,
 * not once at start: a build under a running server changes the scripts, and a stale hash would
 * block them.
 */
export function inlineScriptHashes(file: string): string[] | null {
  try {
    const { scriptSrc } = JSON.parse(readFileSync(file, 'utf8')) as { scriptSrc?: unknown };
    return Array.isArray(scriptSrc) && scriptSrc.every((hash) => typeof hash === 'string' && /^'sha256-[A-Za-z0-9+/=]+'$/.test(hash)) ? scriptSrc : null;
  } catch {
    return null;
  }
}

/** JSON answers never render: forbid everything. */
export const apiCsp = "default-src 'none'; frame-ancestors 'none'";
