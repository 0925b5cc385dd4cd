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
        // React and the router are on every page and change less often than the app: their own chunk
        // stays cached across deploys. Other libraries go with the pages that use them (each page is a
        // lazy route), so the sign-in screen does not load the dashboard's.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
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
