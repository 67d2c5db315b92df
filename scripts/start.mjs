// `npm start`: build the web app when its sources are newer than the build, then serve the app and
// /api from one process, in production mode, on 127.0.0.1 unless HOST says otherwise. The server runs
// from its bundle, built the same way when its sources changed (docs/decisions/0041-start-from-a-bundle.md).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/domain/src',
];

function newest(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(p).map((name) => newest(path.join(p, name))));
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (process.env.SKIP_WEB_BUILD !== 'true' && sourcesAt > builtAt) {
  console.info(builtAt ? 'Web app sources changed: rebuilding...' : 'Building the web app (first start)...');
  const result = spawnSync('npm', ['run', 'build', '-w', '@pokerhome/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// `npm start` is the production mode: API docs off, the request log batched (docs/security.md,
// "Default bind"). `npm run dev` is the development mode. An explicit NODE_ENV still wins.
process.env.NODE_ENV ??= 'production';

const { buildServer } = await import('./build-server.mjs');
await import(await buildServer('main'));
