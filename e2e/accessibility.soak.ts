import { backends } from '../apps/server/test/harness.ts';
import { accessibilitySuite } from './support/accessibility-suite.ts';

// The accessibility check against PostgreSQL when TEST_DATABASE_URL is set (.ci/run sets it), after
// the main suite has built the web app; skipped, and said so, without it. At a phone's width: what
// PostgreSQL could change is the data a screen shows, not its layout, and the desktop width is
// checked on PGlite by accessibility-desktop.full.e2e.ts (both widths here took 7 minutes of CI's 40).
accessibilitySuite('postgres', { skip: !backends.includes('postgres'), widths: ['phone'] });
