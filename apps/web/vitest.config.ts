import { defineConfig } from 'vitest/config';

/**
 * Unit tests beside the code (app/**\/*.test.ts[x]); browser tests live in /e2e at the repository root.
 * Two projects: the tests of plain modules share one module graph (`isolate: false`: importing React, zod and the
 * contract once instead of once per file took two thirds of this suite's time), and the server's tests, which stub
 * modules, timers, globals and the environment and keep state in modules (the metrics registry, the rate limiters, the
 * page cache), each get their own (Vitest's default). A new test that stubs anything belongs to the second: name it
 * `*.server.test.ts` or list it in STATEFUL.
 */
const STATEFUL = [
  'app/**/*.server.test.{ts,tsx}',
  'server/**/*.test.ts',
  'app/routes/**/*.test.{ts,tsx}',
  'app/features/jobs/closing-date.test.ts',
  'app/features/jobs/schema.test.ts',
];

export default defineConfig({
  // tsconfig.json's `~/*` paths. Vitest runs on the Vite hoisted to the root (7, which Strapi's admin needs), which has
  // no `resolve.tsconfigPaths` (Vite 8's, which the app's build uses).
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: { name: 'modules', include: ['app/**/*.test.{ts,tsx}'], exclude: STATEFUL, isolate: false },
      },
      { extends: true, test: { name: 'server', include: STATEFUL } },
    ],
  },
});
