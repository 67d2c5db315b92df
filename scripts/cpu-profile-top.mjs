/**
 * The top entries of a `node --cpu-prof` profile (docs/performance.md, "Many users"): self time per
 * function (name, file:line), as a share of the busy time (idle and GC shown apart).
 *
 *   node scripts/cpu-profile-top.mjs .bench/profiles/postgres-cache-on-….cpuprofile [--top=25]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  options: { top: { type: 'string', default: '25' } },
  allowPositionals: true,
});
const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
// Each sample is one interval spent in its node: time deltas follow the samples.
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  self.set(id, (self.get(id) ?? 0) + dt);
});
const totals = new Map();
let idle = 0;
let all = 0;
for (const [id, us] of self) {
  const { callFrame } = byId.get(id);
  all += us;
  if (callFrame.functionName === '(idle)') {
    idle += us;
    continue;
  }
  const file = callFrame.url ? path.relative(process.cwd(), callFrame.url.replace('file://', '')) : '';
  const where = file.includes('node_modules/') ? file.slice(file.lastIndexOf('node_modules/') + 13) : file;
  const key = `${callFrame.functionName || '(anonymous)'} ${where}${where ? `:${callFrame.lineNumber + 1}` : ''}`;
  totals.set(key, (totals.get(key) ?? 0) + us);
}
const busy = all - idle;
console.info(`busy ${(busy / 1e6).toFixed(1)} s of ${(all / 1e6).toFixed(1)} s profiled\n`);
console.info('| self % of busy | function |');
console.info('| ---: | --- |');
for (const [key, us] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top)))
  console.info(`| ${((100 * us) / busy).toFixed(1)} | \`${key}\` |`);
