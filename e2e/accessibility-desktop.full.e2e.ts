import { accessibilitySuite } from './support/accessibility-suite.ts';

// axe-core on every route at the desktop's width; the phone's runs in `npm test` (accessibility.e2e.ts).
accessibilitySuite('pglite', { widths: ['desktop'] });
