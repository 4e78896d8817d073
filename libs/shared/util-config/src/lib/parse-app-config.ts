import { environments, opCos, type AppConfig } from './app-config';

// Hand-written rather than zod: this runs before the first render, and a schema library would
// cost the first page load more than the whole check does.
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalString = (value: unknown) => (typeof value === 'string' && value ? value : null);

function requiredString(doc: Json, key: keyof AppConfig): string {
  const value = doc[key];
  if (typeof value !== 'string' || !value) throw new Error(`config.${key} must be a non-empty string`);
  return value;
}

/** Validates the startup configuration; throws naming the first invalid field. */
export function parseAppConfig(doc: unknown): AppConfig {
  if (!isObject(doc)) throw new Error('config must be an object');
  if (typeof doc['isProduction'] !== 'boolean') throw new Error('config.isProduction must be a boolean');
  const env = doc['env'];
  if (!environments.includes(env as AppConfig['env'])) throw new Error(`config.env must be one of ${environments.join(', ')}`);
  const opCo = doc['opCo'] ?? null;
  if (opCo !== null && !opCos.includes(opCo as never)) throw new Error(`config.opCo must be one of ${opCos.join(', ')}`);
  const issuers = doc['legacyIssuers'] ?? [];
  if (!Array.isArray(issuers) || issuers.some((i) => typeof i !== 'string')) throw new Error('config.legacyIssuers must be a list of strings');
  return {
    isProduction: doc['isProduction'],
    env: env as AppConfig['env'],
    apiUrl: requiredString(doc, 'apiUrl'),
    apiUrlUsermgmt: requiredString(doc, 'apiUrlUsermgmt'),
    apiUrlRequest: requiredString(doc, 'apiUrlRequest'),
    apiUrlOverview: requiredString(doc, 'apiUrlOverview'),
    baseUrl: requiredString(doc, 'baseUrl'),
    opCo: opCo as AppConfig['opCo'],
    sentryDsn: optionalString(doc['sentryDsn']),
    legacyIssuers: issuers as string[],
    maintenanceMode: doc['maintenanceMode'] === true,
    mapTileUrl: optionalString(doc['mapTileUrl']),
    gtmContainerId: optionalString(doc['gtmContainerId']),
    release: optionalString(doc['release']) ?? 'local',
  };
}
