/**
 * `npm test`: installs what is missing, builds what changed, then runs every suite and prints how long each took:
 * formatting (Prettier), lint (ESLint), typecheck, unit tests (web and CMS), CMS API tests against a real Strapi on a
 * throwaway SQLite file and again on a throwaway PostgreSQL cluster (Debian's, installed when missing and root) with S3
 * storage on a throwaway s3rver, system tests (both apps under faults and hostile load, tests/system), the scale-out
 * suite (two instances of each app behind nginx with PostgreSQL, Redis and S3, tests/scale-out; Redis and nginx
 * installed when missing and root; Redis also serves the unit and system tests of Redis), and the browser tests in
 * Debian's Chromium against the real CMS and web app. Exits non-zero if any suite failed.
 */
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/env.mjs';
import { useProjectNode } from './lib/node.mjs';
import { ensureBuilt, ensureChromium, ensureInstalled, ensureRedis } from './lib/setup.mjs';

// Every suite under the project's Node (docs/020-node-24.md): brought from the npm registry when this machine's is
// another.
await useProjectNode();

const total = Date.now();
const timings = [];
function step(name, fn) {
  const started = Date.now();
  let ok = true;
  try {
    fn();
  } catch (error) {
    ok = false;
    console.error(`\n✗ ${name}: ${error instanceof Error ? error.message : error}`);
  }
  timings.push({ name, ok, seconds: (Date.now() - started) / 1000 });
  return ok;
}
function npm(args) {
  const result = spawnSync('npm', args, { stdio: 'inherit', cwd: ROOT });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} exited with ${result.status ?? result.signal}`);
}

const ready =
  step('install', () => ensureInstalled()) &&
  step('build', () => ensureBuilt()) &&
  step('chromium', () => ensureChromium()) &&
  step('redis', () => ensureRedis());

if (ready) {
  step('format', () => npm(['run', 'format:check']));
  step('lint', () => npm(['run', 'lint']));
  step('typecheck', () => npm(['run', 'typecheck']));
  step('unit tests', () => npm(['run', 'test:unit']));
  step('CMS API tests', () => npm(['run', 'test:api']));
  step('API on Postgres + S3', () => npm(['run', 'test:api:postgres']));
  step('system tests', () => npm(['run', 'test:system']));
  step('scale-out', () => npm(['run', 'test:scale-out']));
  step('browser tests', () => npm(['run', 'test:e2e']));
}

console.log('\nSummary');
for (const { name, ok, seconds } of timings)
  console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(22)} ${seconds.toFixed(1)} s`);
console.log(`  total                  ${((Date.now() - total) / 1000).toFixed(1)} s`);
process.exit(timings.every((timing) => timing.ok) ? 0 : 1);
