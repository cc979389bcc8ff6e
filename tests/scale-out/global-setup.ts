import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { generateSecrets } from '../../scripts/lib/env.mjs';
import { startCluster, stopCluster, type Cluster } from '../../scripts/lib/cluster.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: Cluster;
  }
}

/**
 * Starts the cluster in a temp folder with fresh secrets, in production mode as `npm run start:cluster` runs it
 * (scripts/lib/cluster.mjs: NODE_ENV=production, PUBLIC_URL = nginx's address, a staff password of its own in
 * `cluster.env.cms.ADMIN_PASSWORD`), with the production defaults of every limit except the public forms' per-client
 * one: the crowd of applicants all come from 127.0.0.1. Its logs are kept when a test fails (`KEEP_CLUSTER=1` keeps
 * them always).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'scale-out-'));
  const cluster = await startCluster({
    dir,
    env: { ...process.env, ...generateSecrets(), FORM_RATE_LIMIT: '100000', STAFF_MFA_REQUIRED: 'off' },
  });
  project.provide('cluster', cluster);
  return async () => {
    await stopCluster(dir, { keep: process.env.KEEP_CLUSTER === '1' });
  };
}
