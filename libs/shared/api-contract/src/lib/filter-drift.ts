// The portal parses a list's filters from the URL without zod (ADR 0005: it is first-load code) and
// the API validates the same filters with the contract's zod schema. Two declarations can drift, so
// every list's test runs this: it names each filter one side knows and the other does not, and each
// sample value the two read differently. Test-only code: it is reached through `./testing`.
import type { z } from 'zod';
import { maxDbId, maxSearchLength } from './vocabulary';

/** What a URL parser looks like from here: a function and the names of its params. */
export interface UrlParser {
  (raw: Record<string, unknown>): Record<string, unknown>;
  keys: readonly string[];
}

/** Params only the API reads (the page size) and, per list, params only the screen keeps (a view). */
export interface DriftOptions {
  portalOnly?: readonly string[];
}

const apiOnly = ['pageSize'];
const long = (n: number) => 'x'.repeat(n);
// Values a URL may carry: numbers around every bound, dates valid and not, flags, texts, junk.
const samples = ['0', '1', '2', '10000', '10001', String(maxDbId), String(maxDbId + 1), '-1', '1.5', 'abc', '', '  ab  ', 'true', 'false',
  '2026-11-01', '2026-02-30', '1899-12-31', '1900-01-01', '2999-12-31', '3000-01-01', long(maxSearchLength), long(maxSearchLength + 1), 'a\u0000b'];

/** The closed list of a (wrapped) zod enum, so every value of the contract is tried too. */
function enumValues(schema: unknown): string[] {
  const s = schema as { options?: unknown; unwrap?: () => unknown; def?: { in?: unknown; innerType?: unknown } };
  if (Array.isArray(s.options)) return s.options.filter((o): o is string => typeof o === 'string');
  const inner = s.def?.innerType ?? s.def?.in ?? (typeof s.unwrap === 'function' ? s.unwrap() : undefined);
  return inner ? enumValues(inner) : [];
}

/** Every difference between a portal URL parser and the contract's query schema; none when they agree. */
export function filterDrift(parser: UrlParser, contract: z.ZodObject, { portalOnly = [] }: DriftOptions = {}): string[] {
  const portalKeys = parser.keys.filter((k) => !portalOnly.includes(k));
  const contractKeys = Object.keys(contract.shape).filter((k) => !apiOnly.includes(k));
  const drift = [
    ...contractKeys.filter((k) => !portalKeys.includes(k)).map((k) => `\`${k}\` is in the contract, not in the portal's URL parser`),
    ...portalKeys.filter((k) => !contractKeys.includes(k)).map((k) => `\`${k}\` is in the portal's URL parser, not in the contract`),
  ];
  const defaults = contract.parse({}) as Record<string, unknown>;
  for (const key of portalKeys.filter((k) => contractKeys.includes(k))) {
    for (const raw of [...samples, ...enumValues(contract.shape[key])]) {
      const api = contract.safeParse({ [key]: raw });
      const apiValue = api.success ? (api.data as Record<string, unknown>)[key] : undefined;
      // The portal leaves defaults, off flags and empty text out of the URL: the API reads them as unset.
      const expected = apiValue === defaults[key] || apiValue === false || apiValue === '' ? undefined : apiValue;
      const portal = parser({ [key]: raw })[key];
      if (portal !== expected) drift.push(`\`${key}\`=${JSON.stringify(raw)}: the portal reads ${JSON.stringify(portal)}, the API ${JSON.stringify(expected)}`);
    }
  }
  return drift;
}
