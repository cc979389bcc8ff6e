import { defineConfig } from 'vitest/config';

/** Unit tests beside the code (app/**\/*.test.ts[x]); browser tests live in /e2e at the repository root. */
export default defineConfig({
  // tsconfig.json's `~/*` paths. Vitest runs on the Vite hoisted to the root (7, which Strapi's admin needs), which has
  // no `resolve.tsconfigPaths` (Vite 8's, which the app's build uses).
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    environment: 'node',
  },
});
