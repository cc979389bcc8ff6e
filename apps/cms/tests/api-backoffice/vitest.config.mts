import { defineConfig } from 'vitest/config';

/**
 * API tests of the back-office endpoints against a real Strapi (the built CMS, `npm run build` first) on a
 * throwaway SQLite database with the demo content; global-setup.ts starts it once for all files.
 */
export default defineConfig({
  test: {
    // Paths are relative to apps/cms, where `npm run test:api` runs.
    include: ['tests/api-backoffice/**/*.test.ts'],
    globalSetup: ['tests/api-backoffice/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
