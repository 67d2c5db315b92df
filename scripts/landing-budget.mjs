#!/usr/bin/env node
// The landing page's JavaScript budget (issue: at most 120 KB gzipped). Reads the Vite manifest of
// the built web app, follows the static imports of the entry and of the landing route's chunk (what
// the browser loads to show /landing; chunks behind a click, like the demo dialog, are not counted),
// and sums their gzipped sizes. Exits 1 above the budget. Usage: node scripts/landing-budget.mjs [dist]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const budget = 120 * 1000;
const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
// The route module is keyed by its source, or by its chunk name when Rollup shares its chunk.
const landingKey =
  Object.keys(manifest).find((key) => key.endsWith('features/landing/routes/landing.tsx')) ??
  Object.keys(manifest).find((key) => manifest[key].name === 'landing');
if (!entryKey || !landingKey) {
  console.error('landing budget: the manifest has no entry or no landing route chunk');
  process.exit(1);
}

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);
visit(landingKey);

let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += size;
  process.stdout.write(`${(size / 1000).toFixed(1).padStart(7)} KB  ${file}\n`);
}
const verdict = total <= budget ? 'within' : 'OVER';
process.stdout.write(
  `${(total / 1000).toFixed(1).padStart(7)} KB  total gzipped JavaScript for /landing (${verdict} the ${budget / 1000} KB budget)\n`,
);
process.exit(total <= budget ? 0 : 1);
