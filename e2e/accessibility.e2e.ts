import { accessibilitySuite } from './support/accessibility-suite.ts';

// axe-core on every route, signed in and out, phone and desktop (docs/accessibility.md); the same
// check on PostgreSQL runs in `npm run test:soak` (accessibility.soak.ts).
accessibilitySuite('pglite');
