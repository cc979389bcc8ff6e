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
 * (PostgreSQL, Redis, S3, two CMS and two web instances, nginx; scripts/lib/cluster.mjs) in a temp folder, started by
 * the global setup and stopped afterwards. Files run one after the other, in any order: a file that stops or kills
 * instances starts them again before it ends (scripts/lib/cluster.mjs `restartInstance`).
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
