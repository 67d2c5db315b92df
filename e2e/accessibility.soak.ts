import { backends } from '../apps/server/test/harness.ts';
import { accessibilitySuite } from './support/accessibility-suite.ts';

// The accessibility check against PostgreSQL when TEST_DATABASE_URL is set (.ci/run sets it), after
// the main suite has built the web app; skipped, and said so, without it.
accessibilitySuite('postgres', { skip: !backends.includes('postgres'), widths: ['phone', 'desktop'] });
