// Logs that never contain credentials: tokens, cookies and passwords are redacted wherever they
// appear, and errors are logged without the data they were about (logged-error.ts). Two formats (LOG_FORMAT): `json`, pino's structured records with the request headers,
// for log shippers; `pretty`, one readable line per request (log-line.ts) for people.
import type { FastifyServerOptions } from 'fastify';
import { loggedError } from './logged-error';
import { OneLinePerRequest, readableLogStream, redactUrl } from './log-line';

export type LogFormat = 'json' | 'pretty';

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

export interface LoggingSettings {
  /** pino level (LOG_LEVEL); `silent` logs nothing. */
  level: string;
  format: LogFormat;
  /** Where the lines go; stdout when absent. */
  stream?: NodeJS.WritableStream;
}

/** The logger options of the Fastify server for a level and format. */
export function loggingOptions({ level, format, stream }: LoggingSettings): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  const destination = format === 'pretty' ? readableLogStream(stream) : stream;
  const logger = {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      // What failed and where, without the statement's parameters or quoted values (logged-error.ts).
      err: loggedError,
      // Headers help debugging; the redaction above removes the secret ones.
      req: (req: { method: string; url: string; headers: Record<string, unknown>; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        headers: req.headers,
        remoteAddress: req.ip,
      }),
    },
    ...(destination ? { stream: destination } : {}),
  } as FastifyServerOptions['logger'];
  return format === 'pretty' ? { logger, logController: new OneLinePerRequest() } : { logger };
}
