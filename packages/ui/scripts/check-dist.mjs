// Guards the published shape of dist/ after `tsup`: the five files consumers import, one stylesheet,
// and no reference to the private @panel/domain (it is bundled in; tsup's `dts.resolve` cannot inline
// a source-only package's types, so a public type that names a domain type would leak an import).
import { existsSync, readFileSync, readdirSync } from 'node:fs';

const dist = new URL('../dist/', import.meta.url);
const problems = [];

for (const file of ['index.js', 'index.d.ts', 'index.css', 'theme.js', 'theme.d.ts']) {
  if (!existsSync(new URL(file, dist))) problems.push(`missing dist/${file}`);
}
const files = readdirSync(dist);
const stylesheets = files.filter((f) => f.endsWith('.css'));
if (stylesheets.length !== 1)
  problems.push(`expected one stylesheet, found: ${stylesheets.join(', ')}`);
for (const file of files.filter((f) => f.endsWith('.js') || f.endsWith('.d.ts'))) {
  const text = readFileSync(new URL(file, dist), 'utf8');
  if (/from ['"]@panel\/domain['"]|import ['"]@panel\/domain['"]/.test(text)) {
    problems.push(`dist/${file} imports the private @panel/domain`);
  }
}

if (problems.length > 0) {
  console.error(`dist check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`dist check: ok (${files.length} files, one stylesheet)`);
