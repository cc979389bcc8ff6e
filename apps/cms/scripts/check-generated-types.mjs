/**
 * Fails when the checked-in Strapi types (types/generated) no longer match the schemas: regenerates them into a
 * temporary folder with `strapi ts:generate-types` and compares file by file. About 10 s: Strapi compiles the
 * project into dist/ (as `strapi build` does) and registers it, without a database. Run by `npm run typecheck`.
 * To update the checked-in files: `npm run types:generate --workspace apps/cms` (or `strapi develop`, which
 * regenerates them at each start).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CMS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHECKED_IN = path.join(CMS_DIR, 'types', 'generated');

const temp = mkdtempSync(path.join(os.tmpdir(), 'cms-types-'));
try {
  // Strapi writes to `<out-dir>/generated`, the out-dir taken relative to the project.
  const env = { ...process.env };
  delete env.NODE_ENV; // production would ask for every secret, which types do not need
  const result = spawnSync(
    'npx',
    ['strapi', 'ts:generate-types', '--silent', '--out-dir', path.relative(CMS_DIR, temp)],
    { cwd: CMS_DIR, env, encoding: 'utf8' },
  );
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`strapi ts:generate-types failed (exit ${result.status ?? result.signal}).`);
  }
  const fresh = path.join(temp, 'generated');
  const names = [...new Set([...readdirSync(CHECKED_IN), ...readdirSync(fresh)])].sort();
  const read = (dir, name) => {
    try {
      return readFileSync(path.join(dir, name), 'utf8');
    } catch {
      return null;
    }
  };
  if (names.length === 0) throw new Error('strapi ts:generate-types wrote nothing.');
  const stale = names.filter((name) => read(CHECKED_IN, name) !== read(fresh, name));
  if (stale.length > 0) {
    console.error(
      `apps/cms/types/generated is out of date with the schemas (${stale.join(', ')}): ` +
        'run `npm run types:generate --workspace apps/cms` and commit the result.',
    );
    process.exitCode = 1;
  } else {
    console.log(`Generated Strapi types are up to date (${names.join(', ')}).`);
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}
