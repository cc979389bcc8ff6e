import { defineConfig } from 'vitest/config';

/** Checks of the lint configuration itself (eslint.config.js), run by `npm run lint`. */
export default defineConfig({
  test: {
    include: ['tests/lint/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
