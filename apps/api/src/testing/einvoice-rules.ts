// The published e-invoice rules, run on a UBL document: CEN's EN 16931 UBL rules (their released
// XSLT) and Peppol BIS Billing 3.0's rules (their schematron, compiled to XSLT with SchXslt), both
// vendored in apps/api/test/einvoice-rules with their licences and versions (README there).
// SaxonJS runs compiled stylesheets (SEF) only; compiling takes some 45 s on a 2-core machine, so
// the SEFs are compiled once and kept, keyed by the vendored files' hash, in the system's temporary
// folder beside the seeded test databases (seeded-database.ts): it outlives `npm ci`, which
// node_modules/.cache would not.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SaxonJS from 'saxon-js';

const rulesFolder = fileURLToPath(new URL('../../test/einvoice-rules/', import.meta.url));
const cacheRoot = join(tmpdir(), 'atlas-einvoice-rules');
const xslt3 = createRequire(import.meta.url).resolve('xslt3/xslt3.js');
const SVRL = { svrl: 'http://purl.oclc.org/dsdl/svrl' };

export interface RuleFinding { ruleSet: string; id: string; flag: string; location: string; text: string }
export interface RuleResult { fatal: RuleFinding[]; warnings: RuleFinding[] }

function filesUnder(folder: string): string[] {
  return readdirSync(folder).sort().flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** xslt3 writes to a temporary name that is renamed at the end: a half-written file is never used. */
function runXslt3(args: string[], output: string): void {
  const partial = `${output}.${process.pid}.part`;
  execFileSync(process.execPath, [xslt3, ...args.map((a) => a.replace('{out}', partial))], { stdio: 'pipe' });
  renameSync(partial, output);
}

function compiledRules(): { ruleSet: string; sef: string }[] {
  const hash = createHash('sha256');
  for (const file of filesUnder(rulesFolder)) hash.update(file.slice(rulesFolder.length)).update(readFileSync(file));
  const folder = join(cacheRoot, hash.digest('hex').slice(0, 16));
  mkdirSync(folder, { recursive: true });
  const cen = join(folder, 'cen.sef.json');
  const schxslt = join(folder, 'schxslt.sef.json');
  const peppolXsl = join(folder, 'peppol.xsl');
  const peppol = join(folder, 'peppol.sef.json');
  if (!existsSync(cen)) runXslt3([`-xsl:${join(rulesFolder, 'cen/EN16931-UBL-validation.xslt')}`, '-export:{out}', '-nogo'], cen);
  if (!existsSync(peppol)) {
    if (!existsSync(schxslt)) runXslt3([`-xsl:${join(rulesFolder, 'schxslt/pipeline-for-svrl.xsl')}`, '-export:{out}', '-nogo'], schxslt);
    runXslt3([`-s:${join(rulesFolder, 'peppol/PEPPOL-EN16931-UBL.sch')}`, `-xsl:${schxslt}`, '-o:{out}'], peppolXsl);
    runXslt3([`-xsl:${peppolXsl}`, '-export:{out}', '-nogo'], peppol);
  }
  return [{ ruleSet: 'EN 16931', sef: cen }, { ruleSet: 'Peppol BIS 3.0', sef: peppol }];
}

/** Loads (compiling at most once per version of the rules) and returns a validator of UBL text. */
export function loadEinvoiceRules(): (xml: string) => RuleResult {
  const stylesheets = compiledRules().map(({ ruleSet, sef }) => ({ ruleSet, internal: JSON.parse(readFileSync(sef, 'utf8')) as unknown }));
  return (xml) => {
    const findings = stylesheets.flatMap(({ ruleSet, internal }) => {
      const svrl = SaxonJS.transform({ stylesheetInternal: internal, sourceText: xml, destination: 'document' }, 'sync').principalResult;
      return SaxonJS.XPath.evaluate('//svrl:failed-assert', svrl, { namespaceContext: SVRL, resultForm: 'array' }).map((f) => ({
        ruleSet,
        id: f.getAttribute('id') ?? '',
        flag: f.getAttribute('flag') ?? 'fatal',
        location: f.getAttribute('location') ?? '',
        text: (f.textContent ?? '').replace(/\s+/g, ' ').trim(),
      }));
    });
    return { fatal: findings.filter((f) => f.flag === 'fatal'), warnings: findings.filter((f) => f.flag !== 'fatal') };
  };
}
