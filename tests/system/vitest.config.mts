import { defineConfig } from 'vitest/config';

/**
 * System tests (tests/system): the built CMS and web app as processes of each test file's own (./stack.ts), under
 * faults and hostile load — a CMS killed during a crowd of applications, huge request bodies, sign-in attacks.
 * Files run one after the other: each one loads both cores.
 */
export default defineConfig({
  test: {
    include: ['tests/system/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    hookTimeout: 120_000,
    testTimeout: 180_000,
  },
});
