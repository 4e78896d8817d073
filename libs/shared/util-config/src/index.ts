export {
  opCos,
  environments,
  isDeployedEnv,
  startupConfigPath,
  startupConfigError,
} from './lib/app-config';
export type { AppConfig, AppEnv, OpCo } from './lib/app-config';
export { loadStartupConfig } from './lib/load-startup-config';
export { parseAppConfig } from './lib/parse-app-config';
export { opCoBranding, brandingFor, productTitle } from './lib/opco-branding';
export type { OpCoBranding } from './lib/opco-branding';
