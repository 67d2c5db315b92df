import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './index.css';
import { installPreloadErrorListener } from '@/app/errors/chunk-reload.ts';
import { AppProviders } from '@/app/providers.tsx';
import { router } from '@/app/router.tsx';
import { sessionQueryOptions } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client.ts';

installPreloadErrorListener();

const queryClient = createQueryClient();
// The session is checked when the application starts (core spec §2), in parallel with the first chunk.
void queryClient.prefetchQuery(sessionQueryOptions);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
