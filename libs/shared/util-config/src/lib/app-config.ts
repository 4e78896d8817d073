import type { AppConfig, AppEnv, OpCo } from '@portal/shared-api-contract';
// The plain lists, not the zod schemas: this runs in the first load (see parse-app-config.ts).
import { appEnvs, opCos } from '@portal/shared-api-contract/vocabulary';

export type { AppConfig, AppEnv, OpCo };
export { opCos };
export const environments = appEnvs;

/** Where the startup configuration lives, relative to the app (spec §7, PRODUCT.md). */
export const startupConfigPath = '/assets/config.json';
export const startupConfigError = 'Something went wrong with fetching the startup parameters...';

/** Service worker and error reporting run only in these environments (spec §4, §9). */
export const isDeployedEnv = (env: AppEnv) => env === 'qa' || env === 'pp' || env === 'prod';
