// Lint: every file of a server feature or domain core is named `<topic>.<role>.ts` (or a test of
// one, or `<topic>.test.ts`), so a file's name says what it does. Roles: docs/ARCHITECTURE.md.
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'apps', 'server', 'src');
const roles = ['routes', 'service', 'repository', 'policy', 'rules', 'registry', 'job'];
const named = new RegExp(
  `^[a-z0-9]+(-[a-z0-9]+)*\\.(${roles.join('|')})(\\.test)?\\.ts$|^[a-z0-9]+(-[a-z0-9]+)*\\.test\\.ts$`,
);

function walk(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

const wrong = ['features', 'domain']
  .flatMap((top) => walk(path.join(root, top)))
  .filter((file) => !named.test(path.basename(file)))
  .map((file) => path.relative(root, file));

if (wrong.length > 0) {
  console.error(`Server files must be named <topic>.<role>.ts with a role of ${roles.join(', ')}:`);
  for (const file of wrong) {
    console.error(`  apps/server/src/${file}`);
  }
  process.exit(1);
}
console.log(`Server file names: ${roles.length} roles, every feature and domain file follows <topic>.<role>.ts`);
