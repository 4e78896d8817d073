import { startupConfigError, startupConfigPath, type AppConfig } from './app-config';
import { parseAppConfig } from './parse-app-config';

/**
 * Fetches and validates the startup configuration. On any failure it logs the spec's exact console
 * message and resolves to null: the caller must then not start the app.
 */
export async function loadStartupConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig | null> {
  try {
    // A plain GET, so it takes over the preload index.html started; the server's `no-store`
    // keeps the answer out of every cache.
    const response = await fetchImpl(startupConfigPath);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseAppConfig(await response.json());
  } catch (error) {
    console.error(startupConfigError, error);
    return null;
  }
}
