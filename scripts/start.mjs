/**
 * `npm start`: installs what is missing, builds what changed, starts the CMS and the web app with demo data on
 * SQLite, with a local SMTP catcher (maildev) that keeps the CMS's mail, and prints the URLs (its inbox too), the
 * demo login (docs/000-product.md §12) and the CMS admin panel's login (`CMS_ADMIN_EMAIL` / `CMS_ADMIN_PASSWORD` from
 * `.env`). Ctrl+C stops all three. With `SMTP_HOST` set, mail goes there and no catcher starts.
 *
 * Environment: PORT (web, default 3000), CMS_PORT (default 1337), NODE_ENV (CMS; default development, which
 * seeds demo content and the demo staff account), plus everything README "Environment" lists.
 */
import { loadEnvironment } from './lib/env.mjs';
import { startCms, startMailCatcher, startWeb, stopProcess } from './lib/processes.mjs';
import { ensureBuilt, ensureInstalled } from './lib/setup.mjs';
import { demoLogin, demoStaffLogins, panelLogin } from './lib/demo.mjs';
import { useProjectNode } from './lib/node.mjs';

// Under the project's Node (docs/020-node-24.md): brought from the npm registry when this machine's is another.
await useProjectNode();
ensureInstalled();
// Built before the environment is read: the list of secrets it checks is the contract's (scripts/lib/env.mjs).
ensureBuilt();
const env = { NODE_ENV: 'development', ...loadEnvironment() };
// Both apps' logs as lines for a person at this terminal; JSON elsewhere (docs/021-operations.md "Logs").
if (env.NODE_ENV === 'development') env.LOG_FORMAT ??= 'pretty';

const cmsPort = Number(env.CMS_PORT || 1337);
const webPort = Number(env.PORT || 3000);
const children = [];
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all(children.map(stopProcess));
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  // The CMS sends its mail here (SMTP_HOST/SMTP_PORT default to localhost:1025) unless SMTP_* name a real server.
  const mail = env.SMTP_HOST ? null : await startMailCatcher();
  if (mail?.child) children.push(mail.child);
  const cms = await startCms({
    env: { ...env, PORT: String(cmsPort) },
    port: cmsPort,
    webUrl: `http://localhost:${webPort}`,
  });
  children.push(cms.child);
  const web = await startWeb({ env, port: webPort, cmsUrl: cms.url });
  children.push(web.child);
  for (const child of children) child.once('exit', (code) => shutdown(code ?? 1));

  const login = demoLogin(env);
  console.log(`
  Recruitment agency site is running.
    Website:               http://localhost:${webPort}
    Staff back-office:     http://localhost:${webPort}/admin/login
    CMS API:               ${cms.url}/api
    CMS admin panel:       http://localhost:${cmsPort}/admin (super-admins: users and roles)
    CMS panel login:       ${panelLogin(env)}
    Email inbox:           ${mail ? `${mail.inboxUrl}${mail.note ? ` (${mail.note})` : ''}` : `none: mail goes to ${env.SMTP_HOST}`}
    Demo staff login:      ${login.username} (or ${login.email}) / ${login.password}
${demoStaffLogins(env)
  .map((staff) => `    Demo ${`${staff.role}:`.padEnd(18)} ${staff.username} (or ${staff.email}) / ${staff.password}\n`)
  .join('')}  Press Ctrl+C to stop.
`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
