/**
 * What `npm start` and `npm test` do before anything runs: install dependencies when they are missing or the
 * lockfile changed, build each workspace package when its sources (or those of a workspace package it depends on)
 * changed since its last build, and (tests) make sure Debian's Chromium, PostgreSQL and Redis are there.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './env.mjs';
import { linkProjectNode } from './node.mjs';
import { REDIS_SERVER } from './redis.mjs';
import { dependenciesOf, inBuildOrder, workspaces } from './workspaces.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Runs a command in the foreground, inheriting the terminal. @throws Error when it fails. */
export function sh(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.status !== 0) {
    const why = result.error ? result.error.message : `exit ${result.status ?? result.signal}`;
    throw new Error(`${command} ${args.join(' ')} failed (${why}).`);
  }
}

/**
 * `npm ci` on a fresh clone or when package-lock.json is newer than the last install; then the project's Node linked
 * as node_modules/.bin/node when it is not the machine's own (scripts/lib/node.mjs). @returns true when it installed.
 */
export function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  const fresh = existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (!fresh) {
    console.log('Installing dependencies (npm ci; about 3 minutes on a fresh clone)…');
    sh('npm', ['ci', '--no-audit', '--no-fund']);
  }
  linkProjectNode();
  return !fresh;
}

const SKIP = new Set([
  'node_modules',
  'dist',
  'build',
  '.tmp',
  '.cache',
  '.strapi',
  '.react-router',
  '.private',
  'uploads',
]);

/** A hash of the files under `entries` (absolute paths, named relative to `dir`), to tell whether a build is stale. */
function sourceHash(dir, entries) {
  const hash = createHash('sha256');
  const visit = (file) => {
    if (!existsSync(file)) return;
    const stats = statSync(file);
    if (stats.isDirectory()) {
      for (const name of readdirSync(file).sort()) if (!SKIP.has(name)) visit(path.join(file, name));
    } else {
      hash.update(path.relative(dir, file));
      hash.update(readFileSync(file));
    }
  };
  for (const entry of entries) visit(entry);
  return hash.digest('hex');
}

/**
 * What the build of each workspace package reads (files and folders of its own, relative to its folder) and writes (its
 * output folder, which holds the stamp of the sources it was built from), by package name. Which package is built
 * before which, and whose sources count as a package's too, follows from the dependencies each package.json declares
 * (a change to the contract rebuilds both apps, which declare `@agency/contract`).
 */
const BUILDS = {
  '@agency/contract': {
    label: 'contract',
    output: 'dist',
    sources: ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json', 'build.mjs'],
  },
  cms: {
    label: 'CMS',
    output: 'dist',
    sources: ['src', 'config', 'package.json', 'tsconfig.json', 'favicon.png'],
  },
  web: {
    label: 'web app',
    output: 'build',
    sources: ['app', 'server', 'public', 'package.json', 'vite.config.ts', 'react-router.config.ts', 'tsconfig.json'],
  },
};

/**
 * The builds `ensureBuilt` runs, in the order of the declared dependencies: `{ name, label, dir, output, inputs }` for
 * each workspace package with a `build` script, `inputs` being its own sources and those of the workspace packages it
 * depends on.
 * @throws Error for a package with a build script but no entry in BUILDS (say what its build reads).
 */
export function buildPlan(packages = workspaces()) {
  const sourcesOf = (pkg) => (BUILDS[pkg.name]?.sources ?? []).map((entry) => path.join(pkg.dir, entry));
  return inBuildOrder(packages)
    .filter((pkg) => pkg.manifest.scripts?.build)
    .map((pkg) => {
      const build = BUILDS[pkg.name];
      if (!build) throw new Error(`scripts/lib/setup.mjs BUILDS does not say what the build of ${pkg.name} reads.`);
      return {
        name: pkg.name,
        label: build.label,
        dir: pkg.dir,
        output: build.output,
        inputs: [pkg, ...dependenciesOf(pkg, packages)].flatMap(sourcesOf),
      };
    });
}

/**
 * Builds each workspace package whose sources (or its dependencies') changed since its last build, or that was never
 * built, printing its output only when it fails. @throws Error naming the build that failed.
 */
export function ensureBuilt() {
  for (const build of buildPlan()) {
    const stamp = path.join(build.dir, build.output, '.source-hash');
    const hash = sourceHash(build.dir, build.inputs);
    if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) continue;
    console.log(`Building the ${build.label}…`);
    const started = Date.now();
    // The build's own output (hundreds of lines of chunk sizes and bundler notes) only when it fails: a first start
    // prints what needs the reader's attention (docs/020-node-24.md).
    const result = spawnSync('npm', ['run', 'build'], {
      cwd: build.dir,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    if (result.status !== 0) {
      process.stdout.write(result.stdout ?? '');
      process.stderr.write(result.stderr ?? '');
      throw new Error(`The build of the ${build.label} failed (exit ${result.status ?? result.signal}).`);
    }
    writeFileSync(stamp, hash);
    console.log(`Built the ${build.label} in ${Math.round((Date.now() - started) / 1000)} s.`);
  }
}

/**
 * Makes sure Debian's package `name` is installed, judged by `present()`: installs it with apt when we are root (as
 * CI is), else stops with the command to run.
 * @throws Error naming the missing package when it is missing and we are not root.
 */
function ensureDebianPackage(name, present, what) {
  if (present()) return;
  if (process.getuid?.() !== 0) throw new Error(`${what} is missing: run "sudo apt-get install -y ${name}".`);
  console.log(`Installing ${what} from Debian (apt-get install -y ${name})…`);
  try {
    execFileSync('apt-get', ['install', '-y', name], { stdio: 'inherit' });
  } catch {
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', name], { stdio: 'inherit' });
  }
}

/** Makes sure Chromium is installed for the browser tests (`CHROMIUM_PATH`, default Debian's /usr/bin/chromium). */
export function ensureChromium() {
  ensureDebianPackage('chromium', () => existsSync(CHROMIUM), `Chromium at ${CHROMIUM} (or set CHROMIUM_PATH)`);
}

/** Makes sure Debian's PostgreSQL server programs are installed, for the API tests on PostgreSQL. */
export function ensurePostgres() {
  ensureDebianPackage('postgresql', () => postgresBin() !== null, 'PostgreSQL');
}

/** Makes sure Debian's redis-server is installed, for the unit and system tests of Redis (scripts/lib/redis.mjs). */
export function ensureRedis() {
  ensureDebianPackage('redis-server', () => existsSync(REDIS_SERVER), `redis-server at ${REDIS_SERVER}`);
}

/** The folder of PostgreSQL's server programs (initdb, pg_ctl) of the newest version installed, or null. */
export function postgresBin() {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  const newest = versions
    .filter((version) => existsSync(path.join('/usr/lib/postgresql', version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return newest ? path.join('/usr/lib/postgresql', newest, 'bin') : null;
}

/**
 * The folder of PostgreSQL's client programs (pg_dump, pg_restore, psql) for a server of major version `major`, as
 * `postgresBin` finds the server's: Debian's `/usr/lib/postgresql/<version>/bin` of that version, else of the oldest
 * newer one installed (pg_dump refuses a server newer than itself and reads older ones), or null.
 */
export function postgresClientBin(major) {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  const usable = versions
    .filter((version) => Number(version) >= major)
    .filter((version) => existsSync(path.join('/usr/lib/postgresql', version, 'bin', 'pg_dump')))
    .sort((a, b) => Number(a) - Number(b))[0];
  return usable ? path.join('/usr/lib/postgresql', usable, 'bin') : null;
}

/** Debian's nginx, the cluster's reverse proxy. */
export const NGINX = '/usr/sbin/nginx';

/** Debian's Prometheus and its promtool, which scrape and check the cluster's metrics (docs/021-operations.md). */
export const PROMETHEUS = '/usr/bin/prometheus';
export const PROMTOOL = '/usr/bin/promtool';

/** Makes sure Debian's redis-server, nginx and prometheus are installed, for the cluster of `npm run start:cluster`. */
export function ensureClusterPackages() {
  ensureRedis();
  ensureDebianPackage('nginx', () => existsSync(NGINX), `nginx at ${NGINX}`);
  ensureDebianPackage('prometheus', () => existsSync(PROMETHEUS), `Prometheus at ${PROMETHEUS}`);
}
