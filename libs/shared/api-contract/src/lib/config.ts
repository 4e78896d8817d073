// The startup configuration served at /assets/config.json.
import { z } from 'zod';
import { opCoSchema } from './common';

export const appEnvSchema = z.enum(['local', 'qa', 'pp', 'prod']);
export type AppEnv = z.infer<typeof appEnvSchema>;

export const appConfigSchema = z.object({
  isProduction: z.boolean(),
  env: appEnvSchema,
  apiUrl: z.url(),
  apiUrlUsermgmt: z.url(),
  apiUrlRequest: z.url(),
  apiUrlOverview: z.url(),
  baseUrl: z.url(),
  opCo: opCoSchema,
  sentryDsn: z.string().nullable(),
  legacyIssuers: z.array(z.string()),
  maintenanceMode: z.boolean(),
  mapTileUrl: z.string().nullable(),
  gtmContainerId: z.string().nullable(),
  release: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
