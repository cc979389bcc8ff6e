/**
 * `npm test`: installs what is missing, builds what changed, then runs every suite and prints how long each took:
 * formatting (Prettier), lint (ESLint), typecheck, unit tests (web and CMS), CMS API tests against a real Strapi on a
 * throwaway SQLite file and again on a throwaway PostgreSQL cluster (Debian's, installed when missing and root) with S3
 * storage on a throwaway s3rver, system tests (both apps under faults and hostile load, tests/system), the scale-out
 * suite (two instances of each app behind nginx with PostgreSQL, Redis and S3, tests/scale-out; Redis and nginx
 * installed when missing and root; Redis also serves the unit and system tests of Redis), and the browser tests in
 * Debian's Chromium against the real CMS and web app. Lint, the typecheck, the unit tests and the format check run side
 * by side, and so do the two API suites and the system tests (`together`): on two cores that keeps the whole run near 30 minutes.
 * Exits non-zero if any suite failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { ROOT } from './lib/env.mjs';
import { useProjectNode } from './lib/node.mjs';
import { ensureBuilt, ensureChromium, ensureInstalled, ensureRedis } from './lib/setup.mjs';

// Every suite under the project's Node (docs/020-node-24.md): brought from the npm registry when this machine's is
// another.
await useProjectNode();

const total = Date.now();
const timings = [];
/** What each failed side-by-side suite printed about its failures, said again after the summary (`failureReport`). */
const failures = [];
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

/**
 * Runs suites side by side and records each one's time like `step`. Their output is held and printed whole, one
 * suite after the other, when all have ended, so that a failure reads as it would alone. Only for suites that share
 * nothing: no port, file or database (each starts its own servers on free ports), and no generated files (`npm run lint`
 * and `npm run typecheck` both regenerate React Router's types: side by side run `lint:code` and `typecheck:code`,
 * which do not).
 * @param {Record<string, string[]>} suites step name → npm arguments
 */
async function together(suites) {
  const outputs = await Promise.all(
    Object.entries(suites).map(
      ([name, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn('npm', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
          const chunks = [];
          child.stdout.on('data', (chunk) => chunks.push(chunk));
          child.stderr.on('data', (chunk) => chunks.push(chunk));
          child.on('close', (code, signal) => {
            const ok = code === 0;
            timings.push({ name, ok, seconds: (Date.now() - started) / 1000 });
            const output = Buffer.concat(chunks).toString();
            const failure = ok ? '' : `\n✗ ${name}: npm ${args.join(' ')} exited with ${code ?? signal}\n`;
            if (!ok) failures.push({ name, report: failureReport(output) });
            resolve(`\n── ${name} ──\n${output}${failure}`);
          });
        }),
    ),
  );
  for (const output of outputs) process.stdout.write(output);
}

/**
 * The part of a suite's output that says what failed: from Vitest's "Failed Tests" heading (each failed test with its
 * assertion and stack), else the output's last lines; at most 80 lines, colours removed. Printed again at the very end
 * because a CI log is often read from its tail, where it would otherwise show only the browser tests that ran last.
 * @param {string} output what the suite printed
 * @returns {string}
 */
function failureReport(output) {
  const lines = stripVTControlCharacters(output).split('\n');
  const heading = lines.findIndex((line) => /Failed Tests \d+/.test(line));
  return (heading >= 0 ? lines.slice(heading) : lines.slice(-40)).slice(0, 80).join('\n');
}

const ready =
  step('install', () => ensureInstalled()) &&
  step('build', () => ensureBuilt()) &&
  step('chromium', () => ensureChromium()) &&
  step('redis', () => ensureRedis());

if (ready) {
  // Side by side where suites leave a core idle (measured on 2 cores, the share of both cores busy): ESLint and
  // TypeScript are one thread each (lint and unit tests together 75-90%); each API suite mostly waits on its own CMS, and the system tests on
  // their stacks under faults (the two API suites together 60-65%, the system tests alone 55%). The scale-out suite's
  // timings (a change on every web instance within 5 s) and the browser tests (99% alone) run alone.
  // ESLint and the typecheck read React Router's route types: generated once here, then neither regenerates them.
  step('route types', () => npm(['run', 'typegen', '--workspace', 'apps/web']));
  await together({
    lint: ['run', 'lint:code'],
    'unit tests': ['run', 'test:unit'],
    format: ['run', 'format:check'],
    typecheck: ['run', 'typecheck:code'],
  });
  await together({
    'CMS API tests': ['run', 'test:api'],
    'API on Postgres + S3': ['run', 'test:api:postgres'],
    'system tests': ['run', 'test:system'],
  });
  step('scale-out', () => npm(['run', 'test:scale-out']));
  step('browser tests', () => npm(['run', 'test:e2e']));
}

console.log('\nSummary');
for (const { name, ok, seconds } of timings)
  console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(22)} ${seconds.toFixed(1)} s`);
console.log(`  total                  ${((Date.now() - total) / 1000).toFixed(1)} s`);
for (const { name, report } of failures) console.log(`\nWhat failed in ${name}:\n${report}`);
process.exit(timings.every((timing) => timing.ok) ? 0 : 1);
