import type { Core } from '@strapi/strapi';
import { outboxSettings, startOutboxWorker, type OutboxMessage, type OutboxWorker } from './outbox';

/**
 * Sends one outbox message through Strapi's email plugin (config/plugins.ts: nodemailer over SMTP). A `Reply-To` in the
 * message's headers becomes the reply address; the other headers are sent as they are. A calendar invitation goes as
 * nodemailer's `icalEvent`: a `text/calendar; method=REQUEST|CANCEL` alternative beside the text and HTML, which
 * calendar clients read as an iTIP message (docs/025-placements.md "Interviews and calendar invitations").
 * @throws whatever the SMTP transport throws (refused connection, timeout, rejected recipient).
 */
export function sendWithEmailPlugin(strapi: Core.Strapi, message: OutboxMessage): Promise<unknown> {
  const { 'Reply-To': replyTo, ...headers } = message.headers ?? {};
  // The email plugin's `send` takes nodemailer's message options (Strapi's types leave plugin services untyped).
  const email = strapi.plugin('email').service<{ send(options: Record<string, unknown>): Promise<unknown> }>('email');
  return email.send({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(replyTo ? { replyTo } : {}),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(message.calendar
      ? {
          icalEvent: {
            method: message.calendar.method,
            content: message.calendar.ics,
            filename: message.calendar.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
          },
        }
      : {}),
  });
}

/**
 * Starts this process's outbox worker on Strapi's database connection: a round every `OUTBOX_POLL_MS` (default 2000),
 * retries and claims as `outboxSettings` reads them from the environment. Stopped by the CMS's `destroy`.
 */
export function startMailOutbox(strapi: Core.Strapi): OutboxWorker {
  const settings = outboxSettings(process.env);
  const pollMs = Number(process.env.OUTBOX_POLL_MS) > 0 ? Number(process.env.OUTBOX_POLL_MS) : 2_000;
  return startOutboxWorker({
    knex: strapi.db.connection,
    send: (message) => sendWithEmailPlugin(strapi, message),
    settings,
    pollMs,
    onError: (error) => strapi.log.error('Email outbox: a round failed', { err: error }),
  });
}
