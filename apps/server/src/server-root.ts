import path from 'node:path';

/**
 * The server package's folder (apps/server), from this module's place directly under src/ — and
 * under build/ when `npm start` runs the bundled server (docs/decisions/0041-start-from-a-bundle.md):
 * both sit one level down, so the migrations, the web build and the root package.json are found the
 * same way from either.
 */
export const serverRoot = path.resolve(import.meta.dirname, '..');
