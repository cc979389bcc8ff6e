import { defineConfig } from 'vitest/config';

/**
 * API tests (`tests/api/**`): HTTP requests against one real, built Strapi instance that the global setup starts
 * on a throwaway SQLite database, upload folder and resume folder. The files share that instance, so they run
 * one after the other, in one module graph (`isolate: false`: the helpers and their signed-in staff tokens are loaded
 * once, not once per file, which was a twentieth of the suite's time). The files only read the environment and stub
 * nothing.
 */
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/api/setup/global-setup.ts'],
    fileParallelism: false,
    isolate: false,
    hookTimeout: 180_000,
    testTimeout: 30_000,
  },
});
