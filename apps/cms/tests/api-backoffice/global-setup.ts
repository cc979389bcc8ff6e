import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { generateSecrets } from '../../../../scripts/lib/env.mjs';
import { freePort, startCms, stopProcess } from '../../../../scripts/lib/processes.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    cmsUrl: string;
  }
}

/** Starts the built CMS on a free port with fresh secrets and a throwaway data folder (demo content seeded). */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cms-api-backoffice-'));
  const env = { ...process.env, ...generateSecrets(), NODE_ENV: 'test', AUTH_RATE_LIMIT_MAX: '1000' };
  const cms = await startCms({ env, port: await freePort(), dataDir, quiet: true, logFile: path.join(dataDir, 'cms.log') });
  project.provide('cmsUrl', cms.url);
  return async () => {
    await stopProcess(cms.child);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
