// `npm test`'s typecheck: every library in one TypeScript program (tsconfig.libs.json), then the
// apps, the end-to-end tests and the tools, whose options differ, each on its own. Forty programs,
// one per library, each read React's, Mantine's and the shared libraries' types again: about four
// minutes of CI's time, against well under one for the single program. The libraries may share one
// program only while they share tsconfig.base.json's options: a library with options of its own
// fails here until it gets its own step.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './run.mjs';

const own = [];
const folders = (dir) => readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory());
for (const scope of folders('libs')) {
  for (const type of folders(join('libs', scope))) {
    const file = join('libs', scope, type, 'tsconfig.json');
    if (existsSync(file) && 'compilerOptions' in JSON.parse(readFileSync(file, 'utf8'))) own.push(file);
  }
}
if (own.length) {
  console.error(`These libraries have compiler options of their own, which tsconfig.libs.json does not apply: ${own.join(', ')}`);
  process.exit(1);
}

const libraries = await run('npx', ['tsc', '-p', 'tsconfig.libs.json']);
const others = await run('npx', ['nx', 'run-many', '-t', 'typecheck', '--projects=tag:type:app,tag:type:e2e,tag:type:tool', '--outputStyle=static', '--parallel=2']);
process.exit(libraries || others);
