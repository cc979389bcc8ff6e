import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * cluster.test.ts ends by killing instances: it runs after every other file, whatever order vitest would choose.
 */
class KillingLast extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const kills = (file: TestSpecification) => file.moduleId.endsWith('/cluster.test.ts');
    return [...sorted.filter((file) => !kills(file)), ...sorted.filter(kills)];
  }
}

/**
 * The scale-out suite (docs/016-deployment.md, tests/scale-out): one cluster of `npm run start:cluster`'s making
 * (PostgreSQL, Redis, S3, two CMS and two web instances, nginx, Prometheus; scripts/lib/cluster.mjs) in a temp folder,
 * started by the global setup and stopped afterwards, shared by every file. Files run one after the other,
 * cluster.test.ts last (its last part kills a web and a CMS instance, and starts them again with
 * scripts/lib/cluster.mjs `restartInstance`); a file that stops a part (PostgreSQL, S3) starts it again before it ends
 * (browser-journeys.test.ts).
 */
export default defineConfig({
  test: {
    include: ['tests/scale-out/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/scale-out/global-setup.ts'],
    fileParallelism: false,
    sequence: { sequencer: KillingLast },
    hookTimeout: 180_000,
    testTimeout: 180_000,
  },
});
