import { accessibilitySuite } from './support/accessibility-suite.ts';

// axe-core on every route, signed in and out, at a phone's width (docs/accessibility.md); the desktop
// width runs in `npm run test:full` (accessibility-desktop.full.e2e.ts), both on PostgreSQL in
// `npm run test:soak` (accessibility.soak.ts).
accessibilitySuite('pglite', { widths: ['phone'] });
