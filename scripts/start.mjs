// `npm start`: builds the web app when it is missing or older than its sources, then starts the
// server (which migrates the database, seeds the demo tenant on an empty one and serves API + web
// app on one port, printing where reporters go and where administrators sign in).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');

/** Everything the web build reads: its sources, public files, config, and the shared contract. */
const webInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/contract/src',
  'package-lock.json',
].map((entry) => path.join(root, entry));

/** Tests are not part of the build: changing one must not cost a rebuild. */
function isBuildInput(name) {
  return !/\.test\.[cm]?[jt]sx?$/.test(name);
}

/** The newest modification time (ms) under `entry`, skipping node_modules; 0 when absent. */
function newestMtime(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) {
    return isBuildInput(path.basename(entry)) ? stat.mtimeMs : 0;
  }
  let newest = 0;
  for (const child of fs.readdirSync(entry)) {
    if (child !== 'node_modules') {
      newest = Math.max(newest, newestMtime(path.join(entry, child)));
    }
  }
  return newest;
}

/** Why the web app must be built now, or null when the build is up to date. */
export function staleReason() {
  if (!fs.existsSync(webIndex)) {
    return 'Web app not built yet: building it (about a minute)…';
  }
  const builtAt = fs.statSync(webIndex).mtimeMs;
  const changedAt = Math.max(...webInputs.map(newestMtime));
  return changedAt > builtAt ? 'Web app sources changed since the last build: rebuilding (about a minute)…' : null;
}

function main() {
  const reason = staleReason();
  if (reason) {
    console.warn(reason);
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) {
      console.error('The web app build failed.');
      process.exit(build.status ?? 1);
    }
  }

  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => server.kill(signal));
  }
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main();
}
