import { defineConfig } from 'vitest/config';

/**
 * The scale-out suite (docs/016-deployment.md, tests/scale-out): one cluster of `npm run start:cluster`'s making
 * (PostgreSQL, Redis, S3, two CMS and two web instances, nginx; scripts/lib/cluster.mjs) in a temp folder, started by
 * the global setup and stopped afterwards, shared by every file. Files run one after another, in an order Vitest
 * chooses: cluster.test.ts's last part kills a web and a CMS instance, so the other files go through nginx (which
 * skips a dead instance) and wait only for the instances still running; a file that stops a part (PostgreSQL, S3)
 * starts it again before it ends (browser-journeys.test.ts).
 */
export default defineConfig({
  test: {
    include: ['tests/scale-out/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/scale-out/global-setup.ts'],
    fileParallelism: false,
    hookTimeout: 180_000,
    testTimeout: 180_000,
  },
});
