import { defineConfig } from 'vitest/config';

/**
 * API tests (`tests/api/**`): HTTP requests against one real, built Strapi instance that the global setup starts
 * on a throwaway SQLite database, upload folder and resume folder. The files share that instance, so they run
 * one after the other.
 */
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/api/setup/global-setup.ts'],
    fileParallelism: false,
    // The file that loads a CMS inside the test process runs in a worker thread: in a forked worker, the pool reports
    // "Channel closed" when that worker ends after Strapi was loaded and destroyed (cause not found; the tests pass).
    poolMatchGlobs: [['**/tests/api/job-alert-service.test.ts', 'threads']],
    hookTimeout: 180_000,
    testTimeout: 30_000,
  },
});
