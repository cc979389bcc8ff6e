/**
 * `npm run build`: runs the `build` script of every workspace that has one, each after the workspace packages it
 * declares as dependencies (scripts/lib/workspaces.mjs; npm's own `--workspaces` follows the list, not the graph).
 * Stops at the first failure.
 */
import { sh } from './lib/setup.mjs';
import { inBuildOrder, workspaces } from './lib/workspaces.mjs';

for (const pkg of inBuildOrder(workspaces())) {
  if (pkg.manifest.scripts?.build) sh('npm', ['run', 'build', '--workspace', pkg.name]);
}
