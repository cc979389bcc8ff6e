import { defineConfig } from 'vitest/config';

/** Unit tests beside the code they test (`src/**\/*.test.ts`): plain functions, no Strapi instance. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
