import { z } from 'zod';

export const opCos = ['nl', 'be', 'de', 'pl', 'hu'] as const;
export type OpCo = (typeof opCos)[number];
export const environments = ['local', 'qa', 'pp', 'prod'] as const;
export type AppEnv = (typeof environments)[number];

/** The startup configuration the portal reads from its own assets path before anything else (spec §7). */
export const appConfigSchema = z.object({
  isProduction: z.boolean(),
  env: z.enum(environments),
  apiUrl: z.string().min(1),
  apiUrlUsermgmt: z.string().min(1),
  apiUrlRequest: z.string().min(1),
  apiUrlOverview: z.string().min(1),
  baseUrl: z.string().min(1),
  opCo: z.enum(opCos).nullable().optional(),
  sentryDsn: z.string().nullable().optional(),
  legacyIssuers: z.array(z.string()).default([]),
  maintenanceMode: z.boolean().default(false),
  mapTileUrl: z.string().nullable().optional(),
  gtmContainerId: z.string().nullable().optional(),
  release: z.string().default('local'),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

/** Where the startup configuration lives, relative to the app (spec §7, PRODUCT.md). */
export const startupConfigPath = '/assets/config.json';
export const startupConfigError = 'Something went wrong with fetching the startup parameters...';

/** Service worker and error reporting run only in these environments (spec §4, §9). */
export const isDeployedEnv = (env: AppEnv) => env === 'qa' || env === 'pp' || env === 'prod';
