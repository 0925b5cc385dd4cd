import { setUnauthorizedHandler } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { reloadForNewVersion } from '@web/lib/reload-on-stale-chunk';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { router } from './router';
import './styles.css';

// A 401/403 from an authenticated call has already cleared the stored session (api-client);
// leave the signed-in pages without a full reload, and drop everything cached for that user.
setUnauthorizedHandler(() => {
  void router.navigate('/login', { replace: true });
  queryClient.clear();
});

// Pages are loaded on first visit: after an upgrade, a page of the old version is gone from the server.
window.addEventListener('vite:preloadError', () => reloadForNewVersion());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
