/**
 * The local SMTP catcher of `npm start`, the e2e tests and `npm run start:cluster` (docs/000-product.md §12): maildev
 * 3's SMTP server, inbox API and web UI, put together here instead of through maildev's CLI, so that its inbox serves
 * this machine's own browser only (docs/017-security-audit.md). Run as a process:
 *
 *   node scripts/lib/mail-catcher.mjs --smtp 1025 --web 1080
 *
 * - Both servers listen on 127.0.0.1 (maildev's `--ip` and `--web-ip` defaulted to every interface).
 * - No CORS: maildev's CLI has no switch for it, and its API server registers `@fastify/cors` reflecting any `Origin`
 *   with credentials, and Socket.io with `origin: '*'`, so that any web page the developer visited could read every
 *   e-mail. The API server takes a `cors` option (@maildev/api `APIServerOptions.cors`) that the CLI's orchestrator
 *   never passes: here it is `{ origin: false }`, so no `Access-Control-Allow-*` header is ever sent.
 * - A request must name this inbox as its `Host` (`localhost` or `127.0.0.1` and the inbox's port; a DNS-rebinding
 *   page names its own host) and, when it carries an `Origin`, come from the inbox itself: anything else is a 403.
 *   The same check guards Socket.io's handshake (engine.io's `allowRequest`), which browsers do not hold to CORS.
 *
 * The mail is kept in memory, with its .eml files and attachments in a temp folder of its own, removed on exit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createAPIServer } from '@maildev/api';
import { MemoryStorage } from '@maildev/core';
import { createSMTPServer } from '@maildev/smtp';
import { registerUI } from '@maildev/ui/server';
import { DEFAULT_CONFIG } from 'maildev';

/** The only address the catcher listens on. */
export const MAIL_CATCHER_HOST = '127.0.0.1';

/**
 * Whether a request may reach the inbox on `port`: its `Host` is the inbox (by `localhost` or `127.0.0.1`) and its
 * `Origin`, when there is one, is the inbox's own page.
 * @param {{ headers: Record<string, string | string[] | undefined> }} request a Node HTTP request
 */
export function isInboxRequest(request, port) {
  const own = [`localhost:${port}`, `${MAIL_CATCHER_HOST}:${port}`];
  const { host, origin } = request.headers;
  return own.includes(String(host)) && (origin === undefined || own.some((name) => origin === `http://${name}`));
}

/**
 * Starts the catcher: SMTP on `smtpPort`, the inbox (API, web UI, Socket.io) on `webPort`, both on 127.0.0.1.
 * @returns {Promise<() => Promise<void>>} stops both servers and removes the mail folder.
 */
export async function runMailCatcher({ smtpPort, webPort }) {
  const mailDir = mkdtempSync(path.join(tmpdir(), 'mail-catcher-'));
  const storage = new MemoryStorage({ maxEmails: DEFAULT_CONFIG.maxEmails });
  await storage.initialize();
  const smtp = createSMTPServer({
    port: smtpPort,
    host: MAIL_CATCHER_HOST,
    storage,
    mailDir,
    maxMessageSize: DEFAULT_CONFIG.maxMessageSize,
    logger: false,
  });
  await smtp.start();
  const api = createAPIServer({
    port: webPort,
    host: MAIL_CATCHER_HOST,
    basePath: '',
    storage,
    smtp,
    cors: { origin: false, credentials: false },
  });
  api.server.addHook('onRequest', (request, reply, done) => {
    if (isInboxRequest(request.raw, webPort)) done();
    else reply.code(403).send('Forbidden');
  });
  await api.registerPlugins();
  api.io.engine.opts.allowRequest = (request, answer) => answer('Forbidden', isInboxRequest(request, webPort));
  await registerUI(api.server, { basePath: '' });
  await api.listen();
  return async () => {
    await api.stop();
    await smtp.stop();
    await storage.close();
    rmSync(mailDir, { recursive: true, force: true });
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { smtp: { type: 'string' }, web: { type: 'string' } } });
  const stop = await runMailCatcher({ smtpPort: Number(values.smtp ?? 1025), webPort: Number(values.web ?? 1080) });
  console.log(
    `Mail catcher: SMTP ${MAIL_CATCHER_HOST}:${values.smtp ?? 1025}, inbox http://localhost:${values.web ?? 1080}`,
  );
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      stop().finally(() => process.exit(0));
    });
  }
}
