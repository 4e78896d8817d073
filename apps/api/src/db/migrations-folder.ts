import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The migrations sit beside this file in the source tree and beside main.js in the bundle
 * (the build copies them), so the same relative URL works in both.
 */
export function migrationsFolder(): string {
  const folder = fileURLToPath(new URL('./migrations', import.meta.url));
  if (!existsSync(folder)) throw new Error(`database migrations folder not found at ${folder}`);
  return folder;
}
