// The readable log format (LOG_FORMAT=pretty): one short line per request for the people who run
// the product on their machine, e.g. `12:01:02 GET /api/overview/contracts?page=2 200 14 ms`.
// pino still builds each record (levels, redaction) and hands it over as a JSON line; this stream
// turns that line into text. Production keeps the JSON for its log shippers.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Removes credentials and free text from a URL's query: the reset link carries its token there, and
 * a search box's text (`q`) is the user's own words (issue 31). Filters by id, status or date stay.
 */
export const redactUrl = (url: string) => url.replace(/([?&](?:token|access_token|q|search)=)[^&#]*/gi, '$1[redacted]');

const levelNames: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
// Fields every record has, or that the line already shows in its own way.
const shown = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err', 'req', 'res', 'method', 'url', 'statusCode', 'responseTime']);

type LogRecord = Record<string, unknown> & { level: number; time: number; msg?: string };

const clock = (time: number) => new Date(time).toTimeString().slice(0, 8);
const simple = (value: unknown) =>
  ['string', 'number', 'boolean'].includes(typeof value) || (Array.isArray(value) && value.every((v) => typeof v !== 'object'));

/**
 * Line breaks and other control characters as escapes: text from a request (a URL, a name in an
 * error) cannot start a line of its own that looks like another record (log forging, issue 31).
 */
const isControl = (code: number) => code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029;
const oneLine = (text: string) =>
  Array.from(text, (c) => (isControl(c.charCodeAt(0)) ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c)).join('');

/** One pino record as one line of text. */
export function formatLogLine(record: LogRecord): string {
  const parts = [clock(record.time)];
  const level = levelNames[record.level];
  if (level) parts.push(level);
  if (typeof record['method'] === 'string' && typeof record['url'] === 'string') {
    parts.push(record['method'], redactUrl(record['url']), String(record['statusCode']), `${Math.round(Number(record['responseTime']))} ms`);
  } else if (record.msg) {
    parts.push(record.msg);
  }
  const extra = Object.entries(record).filter(([key, value]) => !shown.has(key) && simple(value));
  for (const [key, value] of extra) parts.push(`${key}=${Array.isArray(value) ? value.join(',') : String(value)}`);
  const err = record['err'] as { type?: string; message?: string } | undefined;
  if (err?.message) parts.push(`— ${err.type && err.type !== 'Error' ? `${err.type}: ` : ''}${err.message}`);
  // The request id ties a warning or an error to its request in the lines around it.
  if (record.level >= 40 && record['reqId']) parts.push(`[${String(record['reqId'])}]`);
  return oneLine(parts.join(' '));
}

/** A destination for pino that writes readable lines to `out` (stdout by default). */
export function readableLogStream(out: NodeJS.WritableStream = process.stdout) {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) {
        if (!line) continue;
        let text: string;
        try {
          text = formatLogLine(JSON.parse(line) as LogRecord);
        } catch {
          text = line;
        }
        out.write(`${text}\n`);
      }
    },
  };
}

/** Fastify's request log lines for the readable format: none on arrival, one when answered. */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // The completed line says it all.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
