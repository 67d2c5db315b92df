/**
 * The server as `npm start` runs it: its TypeScript and the domain package's bundled by esbuild into
 * one JavaScript module per entry under apps/server/build/, every npm dependency left to Node to load
 * from node_modules (docs/decisions/0041-start-from-a-bundle.md). Running from the bundle, not through
 * tsx, saves the loader thread and the compiled sources an idle server would otherwise hold
 * (docs/performance.md, "Memory"). Tests and `npm run dev` still run the sources through tsx.
 *
 *   node scripts/build-server.mjs        builds when a source is newer than the bundle
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverBuild = path.join(root, 'apps/server/build');
/** Entry: bundle (directly under build/, where server-root.ts expects its own module to be). */
const entries = {
  main: 'apps/server/src/main.ts',
  'bench-server': 'apps/server/src/scripts/bench-server.ts',
  // The embedded database's thread, found beside the entry that starts it (db/pglite-thread.ts).
  'pglite-worker': 'apps/server/src/db/pglite-worker.ts',
};
const sources = ['apps/server/src', 'packages/domain/src', 'scripts/build-server.mjs'];

function newest(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(p).map((name) => newest(path.join(p, name))));
}

/** Bare imports (npm packages, node: built-ins) stay imports; the workspace's own are bundled. */
const dependenciesExternal = {
  name: 'dependencies-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@pokerhome/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Builds the bundles when a source is newer than the oldest of them; returns the entry's file. */
export async function buildServer(entry = 'main') {
  const outputs = Object.keys(entries).map((name) => path.join(serverBuild, `${name}.mjs`));
  const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  if (Math.max(...sources.map((s) => newest(path.join(root, s)))) > builtAt) {
    await build({
      absWorkingDir: root,
      entryPoints: Object.entries(entries).map(([out, input]) => ({ in: input, out })),
      outdir: serverBuild,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      plugins: [dependenciesExternal],
      logLevel: 'warning',
    });
  }
  return path.join(serverBuild, `${entry}.mjs`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.info(`Server bundle: ${path.relative(root, await buildServer())}`);
}
