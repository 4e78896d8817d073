// Where each flag of the `flag-icons` package (spec §9: every country code plus eu, un, England,
// Northern Ireland, Scotland, Wales and Catalonia) is served. The glob is lazy on purpose: each
// flag becomes its own small chunk with its SVG (never part of the bundle that asks for it) and is
// fetched only when a Flag shows it, so a country list costs nothing until it is opened.
// (`xx` is the package's "unknown" placeholder: an unknown code shows no flag rather than that.)
const loaders = import.meta.glob<string>(['../../../../../../node_modules/flag-icons/flags/4x3/*.svg', '!**/xx.svg'], { query: '?url', import: 'default' });

/** The package's file name (`nl`, `gb-eng`, `es-ct`) → the loader of its URL. */
const byCode = new Map(Object.entries(loaders).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -'.svg'.length), load]));

// The short names the issue and ISO 3166-2 use for the UK's nations.
const aliases: Record<string, string> = { eng: 'gb-eng', nir: 'gb-nir', sct: 'gb-sct', wls: 'gb-wls' };

/** The package's name of a code, any case (`NL`, `eu`, `eng`, `GB-SCT`, `es-ct`); null for an unknown one. */
export function flagKey(code: string): string | null {
  const lower = code.trim().toLowerCase();
  const key = aliases[lower] ?? lower;
  return byCode.has(key) ? key : null;
}

const loaded = new Map<string, string>();

/** The flag's URL when it has been loaded before (no flicker on the next render). */
export const loadedFlagUrl = (key: string): string | undefined => loaded.get(key);

/** Loads the flag's URL (its chunk) once; later calls share the answer. */
export async function loadFlagUrl(key: string): Promise<string> {
  const known = loaded.get(key);
  if (known) return known;
  const load = byCode.get(key);
  if (!load) throw new Error(`No flag for ${key}`);
  const url = await load();
  loaded.set(key, url);
  return url;
}

/** Every flag the package has, by the package's names. */
export const flagKeys = (): string[] => [...byCode.keys()];
