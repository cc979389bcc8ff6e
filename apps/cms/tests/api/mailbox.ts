import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { inject } from 'vitest';
import { OUTBOX_TABLE } from '../../src/lib/outbox';
import { openCmsDatabase } from './database';

/**
 * A real SMTP server on localhost for the mail tests (nodemailer's smtp-server), listening on the port the CMS under
 * test sends to (`smtpPort` of setup/global-setup.ts). It keeps every message it accepted, parsed with mailparser.
 * Addresses starting with `bounce` are refused at RCPT TO with a permanent 550, as a real server refuses an unknown
 * mailbox.
 */
export interface Mailbox {
  /** Every message accepted so far, in arrival order. */
  messages: ParsedMail[];
  /** Resolves with the first message that `match` accepts; rejects after `timeoutMs`. */
  waitFor(match: (message: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** The addresses of a parsed message's `To` header. */
export function recipients(message: ParsedMail): string[] {
  const to = message.to === undefined ? [] : Array.isArray(message.to) ? message.to : [message.to];
  return to.flatMap((address) => address.value.map((entry) => entry.address ?? ''));
}

/** Starts the SMTP server on the CMS's mail port (no TLS, no authentication, as the local catcher). */
export async function openMailbox(port = inject('smtpPort')): Promise<Mailbox> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce')) {
        const refusal = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(refusal);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push(parsed);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  await outboxSettled();
  return {
    messages,
    async waitFor(match, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages.find(match);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(
        `No such message within ${timeoutMs} ms; received: ${messages.map((m) => m.subject).join(' | ')}`,
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Waits, at most `timeoutMs`, until the CMS's outbox has no message due now. Files without a mailbox leave messages
 * that the outbox retries; due before anything newer, they are sent first once a mailbox listens, and a file's first
 * `waitFor` waited behind them (team.test.ts timed out behind about 150 in a clean run). Returns at the deadline
 * anyway: what keeps failing ends `failed` after `OUTBOX_MAX_ATTEMPTS`, and a test that needs a message still waits
 * for it.
 */
async function outboxSettled(timeoutMs = 60_000): Promise<void> {
  const database = openCmsDatabase();
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const [{ due }] = await database(OUTBOX_TABLE)
        .where('status', 'pending')
        .andWhere('next_attempt_at', '<=', new Date())
        .count({ due: '*' });
      if (Number(due) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await database.destroy();
  }
}
