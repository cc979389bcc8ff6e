import { createRequire } from 'module';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests beside the code they test (`src/**\/*.test.ts`): plain functions, no Strapi instance.
 * `@strapi/strapi`, which the services' modules import for `factories`, resolves to its CommonJS build, the one the
 * CMS runs on (tsconfig.json emits CommonJS): its ES module build imports `lodash/fp` as a directory, which Node's
 * ES module loader refuses. (`__filename`: Vite defines it in a config file; tsconfig.json compiles this one too.)
 */
export default defineConfig({
  resolve: { alias: { '@strapi/strapi': createRequire(__filename).resolve('@strapi/strapi') } },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
