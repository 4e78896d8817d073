// Every catalogue complete: each message of every scope has a translation in every locale.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = 'libs/shared/util-i18n/src/locales';
const sourceLocale = 'en-US';
const generated = 'pseudo-LOCALE';

/** Message ids with an empty translation, from a .po file. */
function missing(po) {
  const gaps = [];
  const entries = po.split(/\n\s*\n/);
  for (const entry of entries) {
    if (/^#~/m.test(entry)) continue; // obsolete
    const id = entry.match(/^msgid "(.*)"$/m)?.[1];
    const str = entry.match(/^msgstr "(.*)"(\n".*")*$/m);
    if (id === undefined || id === '') continue;
    const translation = str ? str[0].replace(/^msgstr /, '').replace(/"\n"/g, '').replace(/^"|"$/g, '') : '';
    if (!translation) gaps.push(id);
  }
  return gaps;
}

let failures = 0;
let checked = 0;
for (const scope of readdirSync(root)) {
  for (const file of readdirSync(join(root, scope)).filter((f) => f.endsWith('.po'))) {
    const locale = file.replace(/\.po$/, '');
    if (locale === sourceLocale || locale === generated) continue;
    const gaps = missing(readFileSync(join(root, scope, file), 'utf8'));
    checked++;
    if (gaps.length) {
      failures += gaps.length;
      console.error(`${scope}/${file}: ${gaps.length} missing, e.g. ${gaps.slice(0, 3).map((g) => JSON.stringify(g)).join(', ')}`);
    }
  }
}
if (failures) {
  console.error(`Translations missing: ${failures}. Run \`npm run i18n:extract\` and fill in the msgstr lines.`);
  process.exit(1);
}
console.info(`All ${checked} catalogues complete.`);
