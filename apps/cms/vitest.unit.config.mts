import { defineConfig } from 'vitest/config';

/** Unit tests of the CMS's pure rules, beside the code (src/**\/*.test.ts). */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
