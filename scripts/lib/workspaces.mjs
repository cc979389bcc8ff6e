/**
 * The npm workspaces of the repository (the root package.json's `workspaces`) and the order to build them in: each
 * package after the workspace packages it declares in its `dependencies` or `devDependencies`. npm itself runs
 * `npm run <script> --workspaces` in the order of the `workspaces` list, not of that graph (npm 11's
 * lib/commands/run.js walks the workspaces as @npmcli/map-workspaces lists them), so `npm run build`
 * (scripts/build.mjs) and `npm start`/`npm test` (setup.mjs ensureBuilt) take the order from here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './env.mjs';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The folders a `workspaces` pattern names. Only the two forms npm documents for a flat layout are read, `dir` and
 * `dir/*` (this repository uses the second); npm's own expansion (@npmcli/map-workspaces) is not a dependency here.
 * @throws Error for any other glob, so that a new pattern cannot be skipped silently.
 */
function patternFolders(root, pattern) {
  if (!pattern.includes('*')) return [path.join(root, pattern)];
  if (!/^[^*]+\/\*$/.test(pattern))
    throw new Error(`Unsupported workspaces pattern "${pattern}" (use "dir" or "dir/*").`);
  const parent = path.join(root, pattern.slice(0, -2));
  if (!existsSync(parent)) return [];
  return readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(parent, entry.name))
    .sort();
}

/**
 * The workspace packages under `root`: `{ name, dir, manifest, dependsOn }`, where `dependsOn` names the other
 * workspace packages its package.json declares (dependencies and devDependencies), in the `workspaces` list's order.
 */
export function workspaces(root = ROOT) {
  const patterns = readJson(path.join(root, 'package.json')).workspaces ?? [];
  const packages = patterns
    .flatMap((pattern) => patternFolders(root, pattern))
    .filter((dir) => existsSync(path.join(dir, 'package.json')))
    .map((dir) => {
      const manifest = readJson(path.join(dir, 'package.json'));
      return { name: manifest.name, dir, manifest };
    });
  const names = new Set(packages.map((pkg) => pkg.name));
  return packages.map((pkg) => ({
    ...pkg,
    dependsOn: Object.keys({ ...pkg.manifest.dependencies, ...pkg.manifest.devDependencies }).filter((name) =>
      names.has(name),
    ),
  }));
}

/**
 * `packages` with each one after the packages it depends on (a depth-first topological order; otherwise the list's
 * own order is kept).
 * @throws Error naming the packages of a dependency cycle.
 */
export function inBuildOrder(packages) {
  const byName = new Map(packages.map((pkg) => [pkg.name, pkg]));
  const ordered = [];
  const state = new Map(); // name → 'visiting' | 'done'
  const visit = (pkg, trail) => {
    if (state.get(pkg.name) === 'done') return;
    if (state.get(pkg.name) === 'visiting') {
      throw new Error(`Workspace dependency cycle: ${[...trail, pkg.name].join(' → ')}.`);
    }
    state.set(pkg.name, 'visiting');
    for (const name of pkg.dependsOn) visit(byName.get(name), [...trail, pkg.name]);
    state.set(pkg.name, 'done');
    ordered.push(pkg);
  };
  for (const pkg of packages) visit(pkg, []);
  return ordered;
}

/** The workspace packages `pkg` depends on, directly or through another, in build order. */
export function dependenciesOf(pkg, packages) {
  const byName = new Map(packages.map((other) => [other.name, other]));
  const found = new Set();
  const collect = (names) => {
    for (const name of names) {
      if (found.has(name)) continue;
      found.add(name);
      collect(byName.get(name).dependsOn);
    }
  };
  collect(pkg.dependsOn);
  return inBuildOrder(packages).filter((other) => found.has(other.name));
}
