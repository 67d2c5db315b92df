#!/usr/bin/env node
// After `vite build`: writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every
// text file of the build, once, so the server sends them as they are (@fastify/static's
// preCompressed) instead of compressing each answer again, and at a quality too slow to reach per
// request (decision 0034). A copy that would not be smaller is not written.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));
const textFile = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(dist)) {
  // The build's manifest (read by scripts/js-budget.mjs) and the hidden sourcemaps are never served.
  if (!textFile.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = gzipSync(body, { level: 9 });
  if (br.length < body.length) writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
  count += 1;
  before += body.length;
  after += Math.min(br.length, body.length);
}
const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
console.info(`precompressed ${count} files: ${kib(before)} -> ${kib(after)} brotli`);
