import { reloadForNewVersion } from '@web/lib/reload-on-stale-chunk';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './providers';
import { AppRoutes } from './router';
import './styles.css';

// Pages are loaded on first visit: after an upgrade, a page of the old version is gone from the server.
window.addEventListener('vite:preloadError', () => reloadForNewVersion());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
