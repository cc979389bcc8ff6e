import { defineConfig } from 'vitest/config';

/** Unit tests beside the code (app/**\/*.test.ts[x]); browser tests live in /e2e at the repository root. */
export default defineConfig({
  // tsconfig.json's `~/*` paths (Vite 8's `resolve.tsconfigPaths` once Vitest runs on Vite 8).
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    environment: 'node',
  },
});
