import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@common': path.resolve('common'),
  '@web': path.resolve('web/src'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'common/**/*.test.ts',
            'server/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['server/test/fast-check-seed.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // One browser and one server are shared; journeys run one file at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
