/**
 * The web app's cached /blog against what the machine can do with the same bytes (docs/008-public-pages-at-static-speed.md,
 * "Cached pages before Express"): in one run, and `BENCH_ROUNDS` (3) times in turn,
 * - a bare Node `http` server (one process, like the web app) answering every request with the gzipped /blog bytes
 *   the web app sends, with its Content-Type, Content-Encoding and Vary;
 * - the web app's /blog from its page cache (asking for gzip, so that the same bytes go out);
 * - nginx with one worker serving the same bytes as a file, where Debian's nginx is installed (`BENCH_NGINX=0` skips
 *   it);
 * each loaded for `BENCH_SECONDS` (10) s with `BENCH_CONNECTIONS` (50) connections by wrk where it is installed
 * (./lib.mjs `load`). Prints each one's median requests a second and p50/p99 latency, and the web app's share of the
 * bare Node server's (target ≥ 0.5).
 *
 * Run: `node bench/ssr-vs-static.mjs` after `npm run build`; `BENCH_WEB_DIR=<folder>` measures the web app of another
 * checkout (older code, side by side), BENCH_URL a running site.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitForPort } from '../scripts/lib/processes.mjs';
import { load, siteUnderTest, WRK } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 3;
const NGINX = process.env.BENCH_NGINX === '0' ? undefined : ['/usr/sbin/nginx'].find((file) => existsSync(file));
const HEADERS = { 'Accept-Encoding': 'gzip', Accept: 'text/html' };

/** The bare Node server: the file's bytes for every request, with the headers given (JSON), on `port`. */
const BARE_SERVER = `
import http from 'node:http';
import { readFileSync } from 'node:fs';
const [file, headers, port] = process.argv.slice(1);
const body = readFileSync(file);
const head = { ...JSON.parse(headers), 'Content-Length': body.length };
http.createServer((req, res) => { res.writeHead(200, head); res.end(body); }).listen(Number(port), '127.0.0.1');
`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const site = await siteUnderTest();
const work = mkdtempSync(path.join(tmpdir(), 'bench-static-'));
const children = [];
try {
  // Into the cache, then the bytes and headers the web app answers with.
  await rawAnswer(`${site.url}/blog`);
  const answer = await rawAnswer(`${site.url}/blog`);
  if (answer.headers['content-encoding'] !== 'gzip') throw new Error('The web app did not answer /blog in gzip.');
  const gzipped = answer.body;
  const file = path.join(work, 'blog.html.gz');
  writeFileSync(file, gzipped);
  const headers = {
    'Content-Type': answer.headers['content-type'],
    'Content-Encoding': 'gzip',
    Vary: 'Accept-Encoding',
  };

  const targets = { 'web app, cached /blog': `${site.url}/blog` };
  const barePort = await freePort();
  const bare = spawn(
    process.execPath,
    ['--input-type=module', '-e', BARE_SERVER, file, JSON.stringify(headers), String(barePort)],
    {
      stdio: 'inherit',
    },
  );
  children.push(bare);
  await waitForPort(barePort, { child: bare });
  targets['bare Node http, same bytes'] = `http://127.0.0.1:${barePort}/blog`;

  if (NGINX) {
    const nginxPort = await freePort();
    chmodSync(work, 0o755);
    writeFileSync(
      path.join(work, 'nginx.conf'),
      `worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  server_tokens off;
  client_body_temp_path ${work}; proxy_temp_path ${work}; fastcgi_temp_path ${work}; uwsgi_temp_path ${work}; scgi_temp_path ${work};
  server {
    listen 127.0.0.1:${nginxPort};
    location = /blog {
      default_type "${headers['Content-Type']}";
      add_header Content-Encoding gzip;
      add_header Vary Accept-Encoding;
      alias ${file};
    }
  }
}
`,
    );
    const nginx = spawn(NGINX, ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: 'inherit',
    });
    children.push(nginx);
    await waitForPort(nginxPort, { child: nginx });
    targets['nginx, 1 worker, same bytes'] = `http://127.0.0.1:${nginxPort}/blog`;
  }

  const results = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, url] of Object.entries(targets)) {
      results[name].push(await load(url, { connections: CONNECTIONS, seconds: SECONDS, headers: HEADERS }));
    }
  }
  const bareRps = median(results['bare Node http, same bytes'].map((result) => result.rps));
  const rows = Object.entries(results).map(([name, runs]) => {
    const rps = median(runs.map((result) => result.rps));
    return {
      server: name,
      'req/s (median)': Math.round(rps),
      'req/s (each round)': runs.map((result) => Math.round(result.rps)).join(', '),
      'p50 ms': median(runs.map((result) => result.p50)),
      'p99 ms': median(runs.map((result) => result.p99)),
      'x bare Node': Number((rps / bareRps).toFixed(2)),
      errors: runs.reduce((sum, result) => sum + result.errors, 0),
    };
  });
  console.log(
    `/blog, ${gzipped.length} bytes gzipped: ${WRK ? 'wrk' : 'autocannon'}, ${CONNECTIONS} connections, ` +
      `${SECONDS} s each, ${ROUNDS} rounds; web app ${process.env.BENCH_WEB_DIR || 'apps/web'}`,
  );
  console.table(rows);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await site.stop();
  rmSync(work, { recursive: true, force: true });
}

/** The headers and the body of a GET of `url` exactly as sent (gzip asked for, not decompressed). */
function rawAnswer(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: HEADERS }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}
