/**
 * The scale-out cluster on one machine (docs/016-deployment.md): PostgreSQL, Redis, a local S3-compatible
 * server (s3rver), two CMS instances, two web instances, nginx in front of the web instances on one port, and
 * Prometheus scraping every instance (./prometheus.mjs, docs/021-operations.md). A second
 * nginx listener on another local port spreads the web instances' calls over the CMS instances; the CMS instances are
 * reachable only from this machine and through that listener, never through the public one.
 *
 * Every process is started detached, with its log in the cluster's folder, and recorded in `state.json` there, so
 * that `stopCluster` stops exactly what `startCluster` started, from another process too (`npm run stop:cluster`).
 * The first CMS instance starts alone (it creates or migrates the schema and seeds an empty database); the second
 * starts once the first answers, so that two schema syncs never race (Strapi's multi-instance advice).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './env.mjs';
import { restartPostgres, startPostgres, stopPostgres } from './postgres.mjs';
import { freePort, MAIL_CATCHER, run, startCms, startWeb, waitForPort, waitForUrl } from './processes.mjs';
import { startPrometheus } from './prometheus.mjs';
import { s3rverArguments, s3rverClientEnv } from './s3rver.mjs';
import { redisArguments, REDIS_SERVER } from './redis.mjs';
import { ensureClusterPackages, NGINX } from './setup.mjs';

/** The folder of `npm run start:cluster` (git-ignored). */
export const CLUSTER_DIR = path.join(ROOT, '.cluster');

/** The buckets of the cluster's S3 server: cover images (the media library) and resumes (private). */
const BUCKETS = { covers: 'covers', resumes: 'resumes' };

/**
 * @typedef {object} Cluster
 * @property {string} dir the cluster's folder (logs, data, nginx.conf, state.json)
 * @property {string} url the public address: nginx in front of the web instances
 * @property {string[]} webUrls each web instance's own address
 * @property {string[]} cmsUrls each CMS instance's own address
 * @property {string} cmsProxyUrl the nginx listener the web instances call the CMS through
 * @property {string} databaseUrl PostgreSQL's `DATABASE_URL`
 * @property {string} redisUrl
 * @property {string} s3Endpoint
 * @property {string} inboxUrl the mail catcher's inbox (maildev, scripts/lib/mail-catcher.mjs), where the CMS
 *   instances send their mail
 * @property {string} prometheusUrl Prometheus (./prometheus.mjs), scraping every web and CMS instance's `/metrics`
 *   with the apps' `METRICS_TOKEN`
 * @property {Record<string, Record<string, string>>} env the environment each kind of process got (`cms`, `web`)
 * @property {Array<{ name: string, pid: number }>} processes
 */

const statePath = (dir) => path.join(dir, 'state.json');

/** How long nginx skips an instance after a connection to it failed (`fail_timeout`), in seconds. */
const FAIL_TIMEOUT_S = 10;

/**
 * How long nginx keeps an idle connection to an instance, in seconds: below Node's `server.keepAliveTimeout` (5 s) in
 * both apps, so that nginx, not the instance, closes it, also while an instance drains at a restart.
 */
const UPSTREAM_KEEPALIVE_S = 4;

/** nginx's log of which instance answered each request (`$msec $pid $upstream_addr $upstream_status`). */
const UPSTREAMS_LOG = 'nginx-upstreams.log';

/** The recorded cluster of `dir`, or null. @returns {Cluster | null} */
export function readCluster(dir = CLUSTER_DIR) {
  return existsSync(statePath(dir)) ? JSON.parse(readFileSync(statePath(dir), 'utf8')) : null;
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The headers nginx sends with every proxied request of one listener. nginx inherits `proxy_set_header` from an outer
 * level only when a level sets none of its own, so each listener sets the whole list here and no other level sets any
 * (a server block with one line of its own used to drop the http level's `Host` and `Connection`: the web app saw
 * `Host: web`, refused every browser form's `Origin`, and upstream keep-alive was off).
 * - `Host`: the one the browser sent, so that the web app's `request.url` has the origin the browser's `Origin` names.
 * - `Connection ""`: keep-alive to the instances (`keepalive` in the upstreams, with `proxy_http_version 1.1`).
 * - `X-Forwarded-For`: `forwardedFor` (the client's address alone on the public listener, replacing anything the
 *   client sent; the web app's header extended on the CMS listener).
 * - `X-Forwarded-Proto`: the scheme the client used (`Secure` cookies follow it in the web app).
 * - `X-Request-Id`: `$proxied_request_id`, the id each listener sets and logs (`nginxConfig`).
 * @returns the directives, one per line, indented for a server block.
 */
function proxyHeaders(forwardedFor) {
  return [
    'proxy_set_header Host $http_host;',
    'proxy_set_header Connection "";',
    `proxy_set_header X-Forwarded-For ${forwardedFor};`,
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header X-Request-Id $proxied_request_id;',
  ]
    .map((line) => `    ${line}`)
    .join('\n');
}

/**
 * The nginx configuration of the cluster: the public listener on `port` in front of the web instances, and a
 * loopback-only listener on `cmsProxyPort` in front of the CMS instances.
 * - Requests are spread round robin; an instance that refuses a connection is skipped for 10 s and the request goes
 *   to the other (`proxy_next_upstream error timeout`, nginx's default for requests that cannot have been acted on).
 * - An application (the apply form's two endpoints) is also repeated on the other web instance when the first one
 *   died while answering (`non_idempotent`): it carries its idempotency key, so a repeat stores nothing twice and
 *   the applicant hears what was kept. Nginx buffers the whole request body first, so it can send it again. Other
 *   POSTs are never repeated.
 * - Every proxied request carries the headers of `proxyHeaders`. `X-Forwarded-For` is the connecting client's address,
 *   replacing anything the client sent, so that the web app (`TRUST_PROXY=loopback`) counts visitors, not nginx; on
 *   the CMS listener the web app's header is extended.
 * - Request ids (docs/021-operations.md): the public listener gives every request nginx's own `$request_id` (32 hex
 *   digits), replacing any `X-Request-Id` a client sent; the CMS listener keeps the id the web app sends on with its
 *   calls (the visitor's request's, so that one id follows it through nginx, the web app and the CMS) and gives its own
 *   to a call without one. Both log it as `requestId`, one JSON line per request (`log_format … escape=json`): the
 *   path without its query string (searches and addresses stay out of the log), status, duration in seconds, the
 *   instance that answered and its status.
 * - Keep-alive to the instances: at most 32 idle connections per upstream and worker, each closed by nginx after
 *   `UPSTREAM_KEEPALIVE_S` idle, before the instance would close it (Node's `keepAliveTimeout`, 5 s): only the
 *   client side closes an idle connection without racing a request just sent on it (`@agency/contract/http-drain`).
 * - `server_tokens off`: no nginx version in the `Server` header or error pages.
 * - `/metrics` is a 404 on the public listener, whatever the request carries: the instances' metrics are for
 *   Prometheus, which reads each instance directly (docs/021-operations.md).
 */
export function nginxConfig({ dir, port, webPorts, cmsPorts, cmsProxyPort, maxBodyMb = 12 }) {
  const temp = (name) => path.join(dir, 'nginx', name);
  const servers = (ports) =>
    ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=${FAIL_TIMEOUT_S}s;`).join('\n');
  const asRoot = process.getuid?.() === 0;
  return `# Generated by scripts/lib/cluster.mjs for npm run start:cluster (docs/016-deployment.md).
${asRoot ? 'user root;\n' : ''}worker_processes 2;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'nginx-error.log')} warn;
events { worker_connections 2048; }
http {
  server_tokens off;
  log_format json escape=json '{"time":"$time_iso8601","requestId":"$proxied_request_id","listener":"$server_port",'
    '"client":"$remote_addr","method":"$request_method","path":"$uri","status":$status,"bytes":$body_bytes_sent,'
    '"durationS":$request_time,"upstream":"$upstream_addr","upstreamStatus":"$upstream_status"}';
  access_log ${path.join(dir, 'nginx-access.log')} json;
  # Which instance answered each request, and to which worker (restartInstance waits until nginx uses one again).
  log_format upstreams '$msec $pid $upstream_addr $upstream_status';
  access_log ${path.join(dir, UPSTREAMS_LOG)} upstreams;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  client_max_body_size ${maxBodyMb}m;
  proxy_http_version 1.1;
  proxy_read_timeout 120s;
  proxy_next_upstream error timeout;
  proxy_next_upstream_tries 2;

  # The CMS listener's request id: the web app's, else nginx's own.
  map $http_x_request_id $web_request_id {
    "" $request_id;
    default $http_x_request_id;
  }

  upstream web {
${servers(webPorts)}
    keepalive 32;
    keepalive_timeout ${UPSTREAM_KEEPALIVE_S}s;
  }
  upstream cms {
${servers(cmsPorts)}
    keepalive 32;
    keepalive_timeout ${UPSTREAM_KEEPALIVE_S}s;
  }

  server {
    listen 127.0.0.1:${port};
    set $proxied_request_id $request_id;
${proxyHeaders('$remote_addr')}
    location / {
      proxy_pass http://web;
    }
    location = /metrics {
      return 404;
    }
    location ~ ^/(resources/job-applications|jobs/[^/]+/apply)$ {
      proxy_next_upstream error timeout non_idempotent;
      proxy_pass http://web;
    }
  }

  server {
    listen 127.0.0.1:${cmsProxyPort};
    set $proxied_request_id $web_request_id;
${proxyHeaders('$proxy_add_x_forwarded_for')}
    location / {
      proxy_pass http://cms;
    }
  }
}
`;
}

/** The cluster's S3 server (s3rver) on `port` with its objects in `dir`/s3, detached, its log appended to s3.log. */
function runS3(dir, port) {
  return run(
    process.execPath,
    s3rverArguments({ directory: path.join(dir, 's3'), port, buckets: Object.values(BUCKETS) }),
    {
      cwd: ROOT,
      env: process.env,
      logFile: path.join(dir, 's3.log'),
      detached: true,
    },
  );
}

/**
 * Starts the cluster in `dir` (emptied first). `port` is nginx's public port (a free one when omitted); every other
 * process takes a free local port. `env` is the environment of the apps (secrets included); the cluster adds its
 * own parts on top: `NODE_ENV=production` for both apps, `PUBLIC_URL` (nginx's public address, where the links of
 * the CMS's e-mails point), the staff password when `env` has none, `METRICS_TOKEN` when `env` has none, the
 * database, Redis, S3 and mail. Installs Redis, nginx and Prometheus from Debian when missing and we are root.
 * @returns {Promise<Cluster>}
 * @throws Error when a part does not start (what started is stopped again).
 */
export async function startCluster({ dir = CLUSTER_DIR, port, env }) {
  const running = readCluster(dir);
  if (running?.processes.some((child) => isAlive(child.pid))) {
    throw new Error(`A cluster is running already (${running.url}): npm run stop:cluster first.`);
  }
  ensureClusterPackages();
  rmSync(dir, { recursive: true, force: true });
  for (const sub of ['postgres', 'redis', 's3', 'mail', 'data', 'nginx/body', 'nginx/proxy']) {
    mkdirSync(path.join(dir, sub), { recursive: true });
  }
  const ports = {
    nginx: port ?? (await freePort()),
    postgres: await freePort(),
    redis: await freePort(),
    s3: await freePort(),
    smtp: await freePort(),
    inbox: await freePort(),
    cmsProxy: await freePort(),
    prometheus: await freePort(),
    cms: [await freePort(), await freePort()],
    web: [await freePort(), await freePort()],
  };
  /** @type {Cluster} */
  const cluster = {
    dir,
    url: `http://127.0.0.1:${ports.nginx}`,
    webUrls: ports.web.map((p) => `http://127.0.0.1:${p}`),
    cmsUrls: ports.cms.map((p) => `http://127.0.0.1:${p}`),
    cmsProxyUrl: `http://127.0.0.1:${ports.cmsProxy}`,
    databaseUrl: '',
    redisUrl: `redis://127.0.0.1:${ports.redis}`,
    s3Endpoint: `http://127.0.0.1:${ports.s3}`,
    inboxUrl: `http://127.0.0.1:${ports.inbox}`,
    prometheusUrl: `http://127.0.0.1:${ports.prometheus}`,
    env: {},
    processes: [],
  };
  // The state holds the apps' secrets: readable by this user only.
  const save = () => writeFileSync(statePath(dir), `${JSON.stringify(cluster, null, 2)}\n`, { mode: 0o600 });
  const log = (name) => path.join(dir, `${name}.log`);
  const started = (name, child) => {
    cluster.processes.push({ name, pid: child.pid });
    save();
    return child;
  };
  save();

  try {
    cluster.databaseUrl = startPostgres(path.join(dir, 'postgres'), ports.postgres);
    save();

    const redis = started(
      'redis',
      run(REDIS_SERVER, redisArguments(path.join(dir, 'redis'), ports.redis), {
        cwd: path.join(dir, 'redis'),
        env: process.env,
        logFile: log('redis'),
        detached: true,
      }),
    );
    const s3 = started('s3', runS3(dir, ports.s3));
    const mail = started(
      'mail',
      run(process.execPath, [MAIL_CATCHER, '--smtp', String(ports.smtp), '--web', String(ports.inbox)], {
        cwd: path.join(dir, 'mail'),
        env: process.env,
        logFile: log('mail'),
        detached: true,
      }),
    );
    await waitForPort(ports.redis, { child: redis });
    await waitForUrl(`${cluster.s3Endpoint}/`, { child: s3, timeoutMs: 30_000 });
    await waitForUrl(cluster.inboxUrl, { child: mail, timeoutMs: 30_000 });

    // The production recipe on one machine (README "Production"): both apps in production mode, with the settings a
    // production start requires. The staff account is created only with a password of its own (apps/cms
    // src/bootstrap/demo-account.ts never uses the demo one in production): `ADMIN_PASSWORD` when given, else a fresh
    // one for this cluster, printed by `npm run start:cluster` and kept in state.json (readable by this user only).
    const common = {
      ...env,
      NODE_ENV: 'production',
      PUBLIC_URL: cluster.url,
      REDIS_URL: cluster.redisUrl,
      TRUST_PROXY: 'loopback',
      // Prometheus's token for every instance's /metrics (docs/021-operations.md); kept in state.json (mode 0600).
      METRICS_TOKEN: env.METRICS_TOKEN || randomBytes(24).toString('base64url'),
    };
    cluster.env.cms = {
      ...common,
      ADMIN_PASSWORD: env.ADMIN_PASSWORD || `Staff-${randomBytes(12).toString('base64url')}`,
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: cluster.databaseUrl,
      S3_BUCKET: BUCKETS.covers,
      S3_RESUME_BUCKET: BUCKETS.resumes,
      ...s3rverClientEnv(cluster.s3Endpoint),
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(ports.smtp),
    };
    cluster.env.web = { ...common, MEDIA_URL: `${cluster.s3Endpoint}/${BUCKETS.covers}` };
    save();

    // One CMS first: it syncs the schema and seeds the empty database; then the second, which finds them done. Each
    // is added once it is ready (its /readyz answers 200), as every web instance below.
    for (const index of ports.cms.keys()) started(`cms-${index + 1}`, await startInstance(cluster, `cms-${index + 1}`));
    const nginxConf = path.join(dir, 'nginx.conf');
    writeFileSync(
      nginxConf,
      nginxConfig({ dir, port: ports.nginx, webPorts: ports.web, cmsPorts: ports.cms, cmsProxyPort: ports.cmsProxy }),
    );
    execFileSync(NGINX, ['-t', '-q', '-c', nginxConf, '-p', dir], { stdio: 'inherit' });
    const nginx = started(
      'nginx',
      run(NGINX, ['-c', nginxConf, '-p', dir], { cwd: dir, env: process.env, logFile: log('nginx'), detached: true }),
    );
    await waitForPort(ports.cmsProxy, { child: nginx });
    for (const index of ports.web.keys()) started(`web-${index + 1}`, await startInstance(cluster, `web-${index + 1}`));
    await waitForUrl(`${cluster.url}/favicon.svg`, { child: nginx, timeoutMs: 30_000 });
    const prometheus = startPrometheus({
      dir: path.join(dir, 'prometheus'),
      port: ports.prometheus,
      token: common.METRICS_TOKEN,
      webTargets: ports.web.map((p) => `127.0.0.1:${p}`),
      cmsTargets: ports.cms.map((p) => `127.0.0.1:${p}`),
      logFile: log('prometheus'),
    });
    started('prometheus', prometheus.child);
    await prometheus.ready();
    return cluster;
  } catch (error) {
    await stopCluster(dir);
    throw error;
  }
}

/**
 * Starts the app instance `name` of `cluster` (`cms-<n>` or `web-<n>`) on its own port with its environment and log
 * (appended to), detached; resolves once it is ready (`/readyz` 200, scripts/lib/processes.mjs `waitUntilReady`).
 * @returns {Promise<import('node:child_process').ChildProcess>}
 * @throws Error for a name the cluster has no instance of, or when the instance does not become ready (with the end of
 * its log).
 */
async function startInstance(cluster, name) {
  const url = instanceUrl(cluster, name);
  if (!url) throw new Error(`The cluster has no instance ${name}.`);
  const kind = name.split('-')[0];
  const common = {
    port: Number(new URL(url).port),
    logFile: path.join(cluster.dir, `${name}.log`),
    detached: true,
    ready: true,
  };
  try {
    const started =
      kind === 'cms'
        ? await startCms({
            ...common,
            env: cluster.env.cms,
            dataDir: path.join(cluster.dir, 'data'),
            webUrl: cluster.webUrls.join(','),
          })
        : await startWeb({ ...common, env: cluster.env.web, cmsUrl: cluster.cmsProxyUrl });
    return started.child;
  } catch (error) {
    // The log is in the cluster's folder, which goes with the cluster: its end says why the instance stopped.
    const log = existsSync(common.logFile)
      ? readFileSync(common.logFile, 'utf8').split('\n').slice(-30).join('\n')
      : '';
    throw new Error(`${error.message}\nThe last lines of ${name}.log:\n${log}`, { cause: error });
  }
}

/** The own address of the app instance `name` (`cms-<n>`, `web-<n>`) of `cluster`, or undefined. */
function instanceUrl(cluster, name) {
  const [, kind, number] = /^(cms|web)-(\d+)$/.exec(name) ?? [];
  return kind && (kind === 'cms' ? cluster.cmsUrls : cluster.webUrls)[Number(number) - 1];
}

/**
 * Restarts the app instance `name` of the running `cluster` (`cms-<n>` or `web-<n>`) as a rolling deploy does
 * (docs/021-operations.md "Graceful shutdown and rolling deploys"):
 * 1. SIGTERM: the instance refuses new connections (nginx sends those requests to the other instance) and answers the
 *    requests it has within its `SHUTDOWN_GRACE_MS`; SIGKILL if it still runs 5 s after that;
 * 2. the same instance again, on the same port with the same environment and log, until it is ready (`/readyz` 200);
 * 3. warmed by one request of its own (a web instance loads its routes at its first request, for seconds on a busy
 *    machine), and then until nginx sends it requests again (`untilNginxTakesBack`), so that the next instance may be
 *    restarted.
 * An instance that is not running (one a test killed) is only started. The cluster's `state.json` (and
 * `cluster.processes`) records the new process, so that `stopCluster` stops it.
 * @returns {Promise<{ stoppedInMs: number, killed: boolean }>} how long the old process took to exit after SIGTERM,
 *   and whether it had to be killed.
 */
export async function restartInstance(cluster, name) {
  const state = readCluster(cluster.dir) ?? cluster;
  const entry = state.processes.find((child) => child.name === name);
  const url = instanceUrl(state, name);
  if (!entry || !url) throw new Error(`The cluster has no instance ${name}.`);
  // The contract's build, read when needed: scripts import this module before they build (see env.mjs `secretNames`).
  const { shutdownGraceMs } = createRequire(import.meta.url)('@agency/contract');
  const graceMs = shutdownGraceMs(state.env[name.split('-')[0]]?.SHUTDOWN_GRACE_MS);
  const started = Date.now();
  const killed = isAlive(entry.pid) ? await stopAndWait(entry.pid, graceMs + 5_000) : false;
  const stoppedInMs = Date.now() - started;
  entry.pid = (await startInstance(state, name)).pid;
  writeFileSync(statePath(state.dir), `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  cluster.processes = state.processes;
  const readyAt = Date.now();
  const warm = await fetch(`${url}${name.startsWith('cms') ? '/api/jobs?pagination[pageSize]=1' : '/'}`);
  await warm.arrayBuffer();
  await untilNginxTakesBack(state, url, started, readyAt);
  return { stoppedInMs, killed };
}

/**
 * Resolves once nginx sends requests to the instance at `url` again. An nginx worker skips an instance for
 * `fail_timeout` after a connection to it failed (it refused connections while it restarted), then tries it with one
 * request and takes it back when that one is answered; stopping the other instance of its kind before then leaves
 * that worker none (502 "no live upstreams"). So: for each worker that skipped it since `since` (nginx's error log,
 * "upstream server temporarily disabled"), until that worker had an answer from it after `readyAt` (the upstreams
 * log), sending a few requests through nginx meanwhile, so that its workers try the instance without visitors too.
 * Gives up after `fail_timeout` + 20 s (a worker may be waiting for a slow request it tried the instance with).
 */
async function untilNginxTakesBack(cluster, url, since, readyAt) {
  const read = (name) => {
    const file = path.join(cluster.dir, name);
    return existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
  };
  const address = new URL(url).host;
  const skippedBy = new Set();
  for (const line of read('nginx-error.log')) {
    const [, date, time, pid] = /^(\S+) (\S+) \[warn\] (\d+)#/.exec(line) ?? [];
    // nginx writes its local time to the second, `2026/11/26 03:43:11`; this machine's clock reads it back.
    const at = pid && new Date(`${date.replaceAll('/', '-')}T${time}`).getTime();
    if (at >= since - 1_000 && line.includes('temporarily disabled') && line.includes(`upstream: "${url}/`)) {
      skippedBy.add(pid);
    }
  }
  const deadline = Date.now() + (FAIL_TIMEOUT_S + 20) * 1000;
  while (skippedBy.size > 0 && Date.now() < deadline) {
    for (const line of read(UPSTREAMS_LOG)) {
      const [msec, pid, ...rest] = line.split(' ');
      if (!skippedBy.has(pid) || Number(msec) * 1000 < readyAt) continue;
      // Tried in turn: "127.0.0.1:1, 127.0.0.1:2 502, 200".
      const tokens = rest.map((token) => token.replace(/,$/, ''));
      const statuses = tokens.filter((token) => !token.includes(':'));
      const answered = tokens
        .filter((token) => token.includes(':'))
        .some((each, index) => each === address && Number(statuses[index]) < 500);
      if (answered) skippedBy.delete(pid);
    }
    if (skippedBy.size === 0) break;
    // A few requests through nginx of our own, each on a new connection (so that any worker may take it), so that its
    // workers try the instance without visitors too.
    const proxy = cluster.cmsUrls.includes(url) ? cluster.cmsProxyUrl : cluster.url;
    await Promise.all(
      Array.from(
        { length: 8 },
        () =>
          new Promise((resolve) => {
            http
              .get(`${proxy}/healthz`, { agent: false, timeout: 5_000 }, (response) =>
                response.resume().on('end', resolve),
              )
              .on('error', resolve)
              .on('timeout', function () {
                this.destroy();
              });
          }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Sends SIGTERM to the process group of `pid` and waits for the process to exit; SIGKILL after `timeoutMs`.
 * @returns {Promise<boolean>} whether it had to be killed.
 */
async function stopAndWait(pid, timeoutMs) {
  signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  if (!isAlive(pid)) return false;
  signalGroup(pid, 'SIGKILL');
  while (isAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 50));
  return true;
}

/** Sends `signal` to the process group of `pid` (a detached child leads its own), else to `pid`; gone is fine. */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // gone already
    }
  }
}

/**
 * Stops every process the cluster of `dir` started (SIGTERM to its process group, SIGKILL after 10 s) and its
 * PostgreSQL, then deletes its data unless `keep`. A cluster that is not running is not an error.
 * @returns {Promise<boolean>} whether there was a cluster to stop.
 */
export async function stopCluster(dir = CLUSTER_DIR, { keep = false } = {}) {
  const cluster = readCluster(dir);
  if (!cluster) return false;
  // Prometheus, then web, then the CMS, then what they use.
  const order = ['prometheus', 'web', 'nginx', 'cms', 'mail', 's3', 'redis'];
  const rank = (name) => order.findIndex((prefix) => name.startsWith(prefix));
  const children = [...cluster.processes].sort((a, b) => rank(a.name) - rank(b.name));
  for (const { pid } of children) {
    if (!isAlive(pid)) continue;
    signalGroup(pid, 'SIGTERM');
    const deadline = Date.now() + 10_000;
    while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    if (isAlive(pid)) signalGroup(pid, 'SIGKILL');
  }
  stopPostgres(path.join(dir, 'postgres'));
  if (!keep) rmSync(dir, { recursive: true, force: true });
  return true;
}

/**
 * Stops one part of the running cluster of `dir`, to see what the apps answer without it (tests/scale-out): `database`
 * (PostgreSQL, fast shutdown: its connections are cut) or `storage` (the S3 server: SIGTERM, then SIGKILL after 10 s).
 * Resolves once it is down; `startPart` starts it again.
 * @param {string} dir @param {'database' | 'storage'} part
 */
export async function stopPart(dir, part) {
  if (part === 'database') {
    stopPostgres(path.join(dir, 'postgres'));
    return;
  }
  const s3 = readCluster(dir)?.processes.find((child) => child.name === 's3');
  if (!s3 || !isAlive(s3.pid)) return;
  process.kill(s3.pid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (isAlive(s3.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  if (isAlive(s3.pid)) process.kill(s3.pid, 'SIGKILL');
}

/**
 * Starts a part that `stopPart` stopped again, on its port and with its data, and resolves once it answers. A new S3
 * server replaces the old one in state.json, so that `stopCluster` stops it.
 * @param {string} dir @param {'database' | 'storage'} part
 * @throws Error when it does not start.
 */
export async function startPart(dir, part) {
  const cluster = readCluster(dir);
  if (!cluster) throw new Error(`No cluster in ${dir}.`);
  if (part === 'database') {
    restartPostgres(path.join(dir, 'postgres'), Number(new URL(cluster.databaseUrl).port));
    return;
  }
  const child = runS3(dir, Number(new URL(cluster.s3Endpoint).port));
  cluster.processes = [...cluster.processes.filter((entry) => entry.name !== 's3'), { name: 's3', pid: child.pid }];
  writeFileSync(statePath(dir), `${JSON.stringify(cluster, null, 2)}\n`, { mode: 0o600 });
  await waitForUrl(`${cluster.s3Endpoint}/`, { child, timeoutMs: 30_000 });
}
