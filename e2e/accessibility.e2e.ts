import { accessibilitySuite } from './support/accessibility-suite.ts';

// axe-core on every route at a phone's width, each route as its first viewer (signed out where a
// visitor may see it, else the host; docs/accessibility.md). Every viewer at the desktop width runs
// in `npm run test:full` (accessibility-desktop.full.e2e.ts), every viewer at a phone's width on
// PostgreSQL in `npm run test:soak` (accessibility.soak.ts).
accessibilitySuite('pglite', { widths: ['phone'], viewers: 'first' });
