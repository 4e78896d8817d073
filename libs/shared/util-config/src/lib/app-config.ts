export const opCos = ['nl', 'be', 'de', 'pl', 'hu'] as const;
export type OpCo = (typeof opCos)[number];
export const environments = ['local', 'qa', 'pp', 'prod'] as const;
export type AppEnv = (typeof environments)[number];

/** The startup configuration the portal reads from its own assets path before anything else (spec §7). */
export interface AppConfig {
  isProduction: boolean;
  env: AppEnv;
  apiUrl: string;
  apiUrlUsermgmt: string;
  apiUrlRequest: string;
  apiUrlOverview: string;
  baseUrl: string;
  opCo?: OpCo | null;
  sentryDsn?: string | null;
  legacyIssuers: string[];
  maintenanceMode: boolean;
  mapTileUrl?: string | null;
  gtmContainerId?: string | null;
  release: string;
}

/** Where the startup configuration lives, relative to the app (spec §7, PRODUCT.md). */
export const startupConfigPath = '/assets/config.json';
export const startupConfigError = 'Something went wrong with fetching the startup parameters...';

/** Service worker and error reporting run only in these environments (spec §4, §9). */
export const isDeployedEnv = (env: AppEnv) => env === 'qa' || env === 'pp' || env === 'prod';
