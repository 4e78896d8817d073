// Which origins are ours. One deployment serves every opCo's domain, so the portal's own origin
// comes from the request's Host, but only for a host on the allow-list (ALLOWED_HOSTS, plus
// PUBLIC_BASE_URL's host): any other Host gets PUBLIC_BASE_URL. The scheme is always
// PUBLIC_BASE_URL's: a client cannot make us hand out http:// links, nor links to a host of its own.
import type { FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config/env';

export interface OriginPolicy {
  /** The origin to build the portal's URLs from for this request. */
  originFor(request: FastifyRequest): string;
  /** Whether a browser's Origin header names one of our own portals: PUBLIC_BASE_URL's scheme and port, an allowed host. */
  isOwnOrigin(origin: string): boolean;
}

export function hostAllowed(hostname: string, allowedHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return allowedHosts.some((pattern) => (pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern));
}

/** A plain `name[:port]`: anything else in a Host header (userinfo, paths, IPv6) is not ours. */
const plainHost = /^([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}))?$/;

export function createOriginPolicy(config: Pick<ApiConfig, 'publicBaseUrl' | 'allowedHosts'>): OriginPolicy {
  const base = new URL(config.publicBaseUrl);
  return {
    originFor(request) {
      const host = (request.host ?? '').toLowerCase();
      const name = plainHost.exec(host)?.[1];
      return name && hostAllowed(name, config.allowedHosts) ? `${base.protocol}//${host}` : base.origin;
    },
    isOwnOrigin(origin) {
      if (origin === base.origin) return true;
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        return false;
      }
      // Scheme, host and port: another port on an allowed host is another origin (issue 31).
      return url.origin === origin && url.protocol === base.protocol && url.port === base.port && hostAllowed(url.hostname, config.allowedHosts);
    },
  };
}
