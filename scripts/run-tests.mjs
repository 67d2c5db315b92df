#!/usr/bin/env node
/**
 * Runs test tiers (vitest.shared.ts says which file is in which) and prints each step's duration,
 * the tier's, and one closing line of counts.
 *
 *   node scripts/run-tests.mjs main            `npm test` after its build: domain, server, web and
 *                                              the browser journeys, on both cores in one run
 *   node scripts/run-tests.mjs full            `npm run test:full`
 *   node scripts/run-tests.mjs soak            `npm run test:soak`
 *   node scripts/run-tests.mjs --summary T...  the counts of tiers already run (from test-results/)
 *
 * Arguments after `--` go to every vitest call (e.g. a file filter). Every step runs even when an
 * earlier one failed; the exit code is non-zero when any did.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');

const tiers = {
  // One run on both workers: while a journey waits for its browser, the other worker's server and
  // web files use the core, and the longest journeys start first (docs/performance.md, "Test suite").
  main: [
    {
      name: 'domain, server, web and browser journeys',
      config: 'vitest.config.ts',
      projects: ['domain', 'server', 'web', 'web-isolated', 'e2e'],
    },
  ],
  full: [
    {
      name: 'server and browser journeys (full)',
      config: 'vitest.full.config.ts',
      projects: ['server-full', 'e2e-full'],
    },
  ],
  soak: [{ name: 'soak', config: 'vitest.soak.config.ts', projects: ['soak'] }],
};

const args = process.argv.slice(2);
const dashes = args.indexOf('--');
const extra = dashes === -1 ? [] : args.slice(dashes + 1);
const own = dashes === -1 ? args : args.slice(0, dashes);
const summaryOnly = own[0] === '--summary';
const names = summaryOnly ? own.slice(1) : own;
for (const name of names) {
  if (!(name in tiers)) {
    console.error(`Unknown tier "${name}": one of ${Object.keys(tiers).join(', ')}`);
    process.exit(2);
  }
}

// Colour codes removed: ESC is built from its code, a control character in a regex literal being linted.
const colour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const firstLine = (text) => (text ?? '').replace(colour, '').split('\n')[0].slice(0, 300);
const resultFile = (tier, index) => path.join(results, `${tier}-${index + 1}.json`);
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

let failed = false;
if (!summaryOnly) {
  mkdirSync(results, { recursive: true });
  for (const tier of names) {
    const tierStart = Date.now();
    for (const [index, step] of tiers[tier].entries()) {
      rmSync(resultFile(tier, index), { force: true });
      const started = Date.now();
      console.info(`\n== ${tier}: ${step.name}`);
      const run = spawnSync(
        'npx',
        [
          'vitest',
          'run',
          '--config',
          step.config,
          ...step.projects.flatMap((p) => ['--project', p]),
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${resultFile(tier, index)}`,
          ...extra,
        ],
        { cwd: root, stdio: 'inherit' },
      );
      if (run.status !== 0) failed = true;
      console.info(`== ${tier}: ${step.name} took ${minutes(Date.now() - started)}`);
    }
    console.info(`== Tier ${tier} took ${minutes(Date.now() - tierStart)}`);
  }
}

// One closing line for the whole run: 'N passed, N failed, N skipped'.
const total = { passed: 0, failed: 0, skipped: 0 };
// The failures are named again at the end, so a log cut to its tail (CI keeps only that) says which.
const failures = [];
for (const tier of names) {
  for (const [index] of tiers[tier].entries()) {
    const file = resultFile(tier, index);
    if (!existsSync(file)) {
      console.info(`(no results from ${tier} step ${index + 1}: counted as one failure)`);
      total.failed += 1;
      continue;
    }
    const r = JSON.parse(readFileSync(file, 'utf8'));
    total.passed += r.numPassedTests;
    // A file that failed to load (a syntax error, a hook that threw) has no failed test of its own.
    total.failed += r.numFailedTests + (r.numFailedTestSuites > 0 && r.numFailedTests === 0 ? 1 : 0);
    total.skipped += r.numPendingTests + r.numTodoTests;
    for (const suite of r.testResults ?? []) {
      const file = path.relative(root, suite.name);
      const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
      if (failedTests.length === 0 && suite.status === 'failed') {
        failures.push(`${tier}: ${file}: ${firstLine(suite.message)}`);
      }
      for (const t of failedTests) {
        // Vitest reports a test that ran past its timeout as a bare STACK_TRACE_ERROR: say so.
        const message = firstLine(t.failureMessages?.[0]);
        const why = message.includes('STACK_TRACE_ERROR')
          ? `timed out after ${Math.round((t.duration ?? 0) / 1000)} s`
          : message;
        failures.push(`${tier}: ${file} > ${t.fullName}: ${why}`);
      }
    }
  }
}
if (total.failed > 0) failed = true;
if (failures.length > 0) console.info(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.info(`\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failed ? 1 : 0);
