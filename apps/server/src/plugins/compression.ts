import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every text answer of 1 KB or more (JSON, the rewritten index.html, the OpenAPI description) goes
 * out brotli- or gzip-compressed, whichever the browser prefers; the built web app's files are
 * compressed once at build time and sent as they are (web-app.ts, decision 0034). Brotli at
 * quality 4: close to gzip's cost per request for a smaller answer (11 is for the build only).
 * Registered before any route: the plugin hooks each route as it is declared. Request bodies are
 * never inflated: no client of ours sends them compressed, and an inflated body is a risk to weigh.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
