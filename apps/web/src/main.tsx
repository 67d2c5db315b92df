import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './index.css';
import { installPreloadErrorListener } from '@/app/errors/chunk-reload.ts';
import { AppProviders } from '@/app/providers.tsx';
import { router } from '@/app/router.tsx';
import { readFirstScreenEarly } from '@/app/routes.tsx';
// From its own module: through the feature's index, the first chunk would run every module the index
// names (and carry what they run at load, such as the connection's listeners): decision 0034, "Later".
import { checkSessionAtStart } from '@/features/auth/api/startup-session.ts';
import { warmUpFormatters } from '@/lib/format.ts';
import { maybeSignedIn } from '@/lib/session-hint.ts';

installPreloadErrorListener();

// The session is checked when the application starts, in parallel with the first page's chunks;
// the query cache, loaded with the first page that reads the API, adopts the answer. The page's
// first reads go out with it (decision 0034).
checkSessionAtStart();
readFirstScreenEarly(window.location);
// The locale's date and number data, loaded in a task of its own while those chunks download, not
// in the page's first render (lib/format.ts).
if (maybeSignedIn()) setTimeout(warmUpFormatters, 0);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
