/**
 * `npm run deps`: what is behind, asked of the npm registry under the project's Node (docs/020-node-24.md). Under an
 * older Node, `npm outdated` hides every major that needs a newer one (it reported react-router's latest as 7.x under
 * Node 20), so this runs it under the pinned Node, at the root, which lists the root's and every workspace's
 * dependencies. `npm audit` cannot reach an advisory database from the project's machines; this is the list to read
 * instead. Exits 0 whether or not something is behind (a report, not a gate); non-zero only when npm itself fails.
 */
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/env.mjs';
import { useProjectNode } from './lib/node.mjs';

await useProjectNode();
console.log(`Dependencies behind their latest version, under Node ${process.versions.node}:`);
// npm outdated exits 1 when something is behind and prints a table; another status is npm's own failure.
// Plain `npm outdated` at the root lists the root's and every workspace's dependencies; `--workspaces
// --include-workspace-root` left the root's own out (ESLint and Lighthouse went unlisted).
const result = spawnSync('npm', ['outdated', '--long'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (result.status !== 0 && result.status !== 1) process.exit(result.status ?? 1);
if (result.status === 0) console.log('None: every dependency is at its latest version.');
