/**
 * `npm run start:cluster` / `npm run stop:cluster` (docs/016-deployment.md): the product as it runs on several
 * machines, on this one (scripts/lib/cluster.mjs): PostgreSQL, Redis, a local S3 server, two CMS and two web instances,
 * nginx in front, and Prometheus scraping every instance (docs/021-operations.md). Start installs and builds what is
 * missing (Redis, nginx and Prometheus from Debian when run as root), starts everything in the background with demo
 * data, prints the URLs and returns; stop stops exactly what start started and deletes its data.
 *
 * Environment: CLUSTER_PORT (nginx, default 8080), plus the apps' variables (README "Environment"); the cluster sets
 * the database, Redis, S3 and mail ones itself, runs both apps with NODE_ENV=production and PUBLIC_URL = nginx's
 * address, sets METRICS_TOKEN when it is not set, and makes a staff password for this cluster when ADMIN_PASSWORD is
 * not set (production never creates the demo account's password).
 */
import { loadEnvironment } from './lib/env.mjs';
import { CLUSTER_DIR, startCluster, stopCluster } from './lib/cluster.mjs';
import { demoLogin, panelLogin } from './lib/demo.mjs';
import { useProjectNode } from './lib/node.mjs';
import { ensureBuilt, ensureInstalled } from './lib/setup.mjs';

const command = process.argv[2];
if (command === 'stop') {
  console.log((await stopCluster()) ? 'The cluster is stopped.' : 'No cluster was running.');
} else if (command === 'start') {
  // Under the project's Node (docs/020-node-24.md), like `npm start`.
  await useProjectNode();
  ensureInstalled();
  // Built before the environment is read: the list of secrets it checks is the contract's (scripts/lib/env.mjs).
  ensureBuilt();
  // The apps run in production mode (startCluster sets NODE_ENV for them); the secrets come from the environment or
  // `.env`, as for `npm start`.
  const env = loadEnvironment();
  console.log('Starting PostgreSQL, Redis, S3, two CMS and two web instances, nginx and Prometheus (about a minute)…');
  try {
    const cluster = await startCluster({ env, port: Number(env.CLUSTER_PORT || 8080) });
    const login = demoLogin(cluster.env.cms);
    console.log(`
  The cluster is running (logs and data in ${CLUSTER_DIR}).
    Website (nginx):       ${cluster.url}
    Staff back-office:     ${cluster.url}/admin/login
    Web instances:         ${cluster.webUrls.join('  ')}
    CMS instances:         ${cluster.cmsUrls.join('  ')} (admin panel at /admin)
    CMS panel login:       ${panelLogin(cluster.env.cms)}
    CMS for the web apps:  ${cluster.cmsProxyUrl} (nginx, local only)
    PostgreSQL:            ${cluster.databaseUrl}
    Redis:                 ${cluster.redisUrl}
    S3 (s3rver):           ${cluster.s3Endpoint} (access key S3RVER / S3RVER)
    Email inbox:           ${cluster.inboxUrl}
    Staff login:           ${login.username} (or ${login.email}) / ${login.password}${env.ADMIN_PASSWORD ? ' (ADMIN_PASSWORD)' : ' (made for this cluster)'}
    Prometheus:            ${cluster.prometheusUrl} (every instance's /metrics; alerts at /alerts)
  Stop it with: npm run stop:cluster
`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(`Logs: ${CLUSTER_DIR}`);
    process.exit(1);
  }
} else {
  console.error('Usage: node scripts/cluster.mjs start|stop');
  process.exit(2);
}
