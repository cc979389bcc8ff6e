import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * README's "Where things live" against the tree (docs/019-boundaries-and-trail.md): every path its block names exists,
 * and every feature folder of the web app has its line. The block's lines start with a path (the first word): at the
 * margin from the repository's root, indented by two spaces from the last line one level out.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const FEATURES = 'apps/web/app/features/';

/**
 * The paths of the README's "Where things live" block, from the repository's root, in order; a line whose first
 * word is not a path (a description carried over, 29 spaces in) names nothing.
 * @throws Error when the README has no such section or block.
 */
function readmeTree(readme: string): string[] {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Where things live'));
  const block = section?.match(/^```\n([\s\S]*?)^```/m)?.[1];
  if (!block) throw new Error('README.md has no "Where things live" block');
  const parents: string[] = [];
  const paths: string[] = [];
  for (const line of block.split('\n')) {
    const match = line.match(/^( *)(\S+)/);
    if (!match || match[1].length >= 20) continue;
    const level = match[1].length / 2;
    const joined = (level === 0 ? '' : parents[level - 1]) + match[2];
    parents[level] = joined.endsWith('/') ? joined : path.posix.dirname(joined) + '/';
    parents.length = level + 1;
    paths.push(joined);
  }
  return paths;
}

describe("README's Where things live", () => {
  const paths = readmeTree(readFileSync(path.join(ROOT, 'README.md'), 'utf8'));

  it('reads the nested lines as paths from the root', () => {
    expect(
      readmeTree(
        '## Where things live\n\n```\napps/web/\n  app/routes/                x\n    _public/   y\n' +
          '                             more words\n  server.js  z\ne2e/\n```\n',
      ),
    ).toEqual(['apps/web/', 'apps/web/app/routes/', 'apps/web/app/routes/_public/', 'apps/web/server.js', 'e2e/']);
  });

  it('names only paths that exist', () => {
    expect(paths.length).toBeGreaterThan(30);
    expect(paths.filter((named) => !existsSync(path.join(ROOT, named)))).toEqual([]);
  });

  it('names every feature folder of the web app', () => {
    const folders = readdirSync(path.join(ROOT, FEATURES), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${FEATURES}${entry.name}/`);
    expect(folders.length).toBeGreaterThan(0);
    expect(folders.filter((folder) => !paths.includes(folder))).toEqual([]);
  });
});
