// The business domains: the folders under libs/, except `shared`, which eslint.config.mjs and
// lingui.config.ts each handle on their own. Both read the list from here, so a domain made with
// `npx nx g @portal/tools:domain <name>` is registered (module boundaries, its translation
// catalogue) without editing either file.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The workspace's libs/ folder. */
export const libsDir = fileURLToPath(new URL('../../libs', import.meta.url));

/** The scopes of the domains under `dir`, sorted. */
export function domainScopes(dir = libsDir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'shared' && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}
