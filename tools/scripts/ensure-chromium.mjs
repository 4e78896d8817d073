// Finds Debian's Chromium for the end-to-end tests; installs it when we may (root with apt-get).
import { existsSync } from 'node:fs';
import { has, run } from './run.mjs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

export async function ensureChromium() {
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && has('apt-get')) {
    console.info('Chromium is missing: installing Debian\'s chromium package…');
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    if ((await run('apt-get', ['update', '-qq'], { env })) === 0 && (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) === 0) {
      if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
    }
  }
  console.error(
    'The end-to-end tests need Chromium and none was found.\n' +
      '  On Debian or Ubuntu, as root: apt-get update && apt-get install -y chromium\n' +
      '  Or point CHROMIUM_PATH at a Chromium or Chrome binary: CHROMIUM_PATH=/path/to/chrome npm test',
  );
  return null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = await ensureChromium();
  if (!path) process.exit(1);
  console.info(`Chromium: ${path}`);
}
