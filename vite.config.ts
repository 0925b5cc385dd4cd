import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server serves dist/web itself (history fallback, strict CSP: no inline scripts), so the build
// must stay self-contained: no CDN fonts, no inline <script>.
export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@common': path.resolve('common'),
      '@web': path.resolve('web/src'),
    },
  },
  build: {
    outDir: path.resolve('dist/web'),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // What every page runs on (React, the router, TanStack Query, the class-name helpers) changes less
        // often than the app: one chunk, cached across deploys, and compressed better than the dozen small
        // shared chunks the bundler would cut it into. Other libraries go with the pages that use them (each
        // page is a lazy route), so the sign-in screen does not load the dashboard's.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack|tailwind-merge|clsx|class-variance-authority)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
