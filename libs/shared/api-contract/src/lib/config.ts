// The startup configuration served at /assets/config.json. The portal checks it by hand before the
// first render (util-config's parseAppConfig, which must agree with this schema and returns
// AppConfig); the optional fields default as that check does.
import { z } from 'zod';
import { opCoSchema } from './common';
import { appEnvs } from './vocabulary';

export const appEnvSchema = z.enum(appEnvs);
export type AppEnv = z.infer<typeof appEnvSchema>;

export const appConfigSchema = z.object({
  isProduction: z.boolean(),
  env: appEnvSchema,
  apiUrl: z.url(),
  apiUrlUsermgmt: z.url(),
  apiUrlRequest: z.url(),
  apiUrlOverview: z.url(),
  baseUrl: z.url(),
  /** Null when the deployment names no opCo: the portal then brands as nl and sends no X-Opco (spec §7). */
  opCo: opCoSchema.nullable().default(null),
  sentryDsn: z.string().nullable().default(null),
  legacyIssuers: z.array(z.string()).default([]),
  maintenanceMode: z.boolean().default(false),
  mapTileUrl: z.string().nullable().default(null),
  gtmContainerId: z.string().nullable().default(null),
  release: z.string().default('local'),
});
/** The configuration as the portal holds it, after defaults. */
export type AppConfig = z.infer<typeof appConfigSchema>;
