#!/usr/bin/env node
// The web app's JavaScript budgets (decision 0008): the landing page at most 111 KB gzipped, the
// signed-in shell (a signed-in user opening /dashboard) at most 190 KB. Reads the Vite manifest of
// the built web app, follows the static imports of the entry, of the signed-in frame's chunk (the
// query cache, the guards, the shell: one chunk, decision 0034) and of each lazy route module the
// page matches (what the browser loads to show it; chunks behind a click, like the demo dialog, are
// not counted), and sums their gzipped sizes. Exits 1 when a page is over its budget.
// Runs inside `npm test`, after the build; alone: npm run budget [-- dist]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Each page: its budget, the named chunks it loads (apps/web/vite.config.ts, `firstScreenChunks`) and
 * the lazy route modules the router loads for it (apps/web/src/app/routes.tsx).
 */
const pages = [
  {
    name: '/landing',
    budget: 111 * 1000,
    chunks: [],
    routes: ['src/features/landing/routes/landing.tsx'],
  },
  {
    name: 'the signed-in shell (/dashboard)',
    budget: 190 * 1000,
    chunks: ['signed-in'],
    routes: ['src/features/dashboard/routes/dashboard.tsx'],
  },
];

const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('budget: the manifest has no entry chunk');
  process.exit(1);
}

/**
 * A route module's chunk is keyed by its source path, or, when Rollup gives the chunk no facade (it
 * shares it), by its file with the module's name. A renamed or moved route must be renamed above.
 */
function routeChunkKey(route) {
  if (manifest[route]) return manifest[route].src === route ? route : undefined;
  const name = path.basename(route).replace(/\.[^.]+$/, '');
  const named = Object.keys(manifest).filter(
    (key) => manifest[key].isDynamicEntry && manifest[key].name === name,
  );
  return named.length === 1 ? named[0] : undefined;
}

const gzipped = new Map();
const sizeOf = (file) => {
  if (!gzipped.has(file))
    gzipped.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
};
const kb = (bytes) => `${(bytes / 1000).toFixed(1).padStart(7)} KB`;

let failed = false;
for (const page of pages) {
  // File -> what it holds (chunk files are named by their hash alone; the manifest names them).
  const files = new Map();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.set(chunk.file, chunk.src ?? chunk.name ?? '');
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  for (const name of page.chunks) {
    const keys = Object.keys(manifest).filter((key) => manifest[key].name === name && !manifest[key].src);
    if (keys.length !== 1) {
      console.error(`budget: the manifest has ${keys.length} chunks named ${name} (${page.name})`);
      failed = true;
      continue;
    }
    visit(keys[0]);
  }
  for (const route of page.routes) {
    const key = routeChunkKey(route);
    if (!key) {
      console.error(`budget: the manifest has no chunk for ${route} (${page.name})`);
      failed = true;
      continue;
    }
    visit(key);
  }

  let total = 0;
  process.stdout.write(`JavaScript for ${page.name}:\n`);
  for (const [file, holds] of files) {
    total += sizeOf(file);
    process.stdout.write(`${kb(sizeOf(file))}  ${file}  ${holds}\n`);
  }
  const within = total <= page.budget;
  if (!within) failed = true;
  process.stdout.write(
    `${kb(total)}  total gzipped JavaScript for ${page.name} (${within ? 'within' : 'OVER'} the ${page.budget / 1000} KB budget)\n\n`,
  );
}
process.exit(failed ? 1 : 0);
