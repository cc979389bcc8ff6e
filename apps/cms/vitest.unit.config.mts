import { createRequire } from 'module';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests beside the code (`src/**\/*.test.ts`): plain functions, no Strapi instance.
 * `@strapi/strapi`, which the services' modules import for `factories`, resolves to its CommonJS build, the one the
 * CMS runs on (tsconfig.json emits CommonJS): its ES module build imports `lodash/fp` as a directory, which Node's
 * ES module loader refuses. (`__filename`: Vite defines it in a config file; tsconfig.json compiles this one too.)
 * Most files share one module graph (`isolate: false`): importing Strapi's modules once per file was two thirds of
 * the suite's time (80 s against 21 s, same machine). The files that mock modules or stub the environment (STATEFUL)
 * each get their own, Vitest's default; a new test that stubs anything belongs there.
 */
const STATEFUL = [
  'src/api/job-application/services/job-application.test.ts',
  'src/api/personal-data/services/personal-data.test.ts',
  'src/lib/two-factor.test.ts',
];

export default defineConfig({
  resolve: { alias: { '@strapi/strapi': createRequire(__filename).resolve('@strapi/strapi') } },
  test: {
    environment: 'node',
    projects: [
      { extends: true, test: { name: 'modules', include: ['src/**/*.test.ts'], exclude: STATEFUL, isolate: false } },
      { extends: true, test: { name: 'stateful', include: STATEFUL } },
    ],
  },
});
