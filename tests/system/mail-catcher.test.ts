import net from 'node:net';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startMailCatcher, stopProcess } from '../../scripts/lib/processes.mjs';
import { listeningAddresses } from './stack';

/**
 * The development mail catcher (docs/017-security-audit.md), started as `npm start` starts it: it listens on
 * loopback only, and its inbox answers no other web site — no CORS header, whatever the `Origin` — so that a page on
 * another site the developer visits cannot read the e-mails (applicants' names, addresses, job-alert tokens).
 */

const EVIL = 'http://evil.example';

let smtpPort: number;
let webPort: number;
let inbox: string;
let child: ChildProcess | null;

/** Sends one message to the catcher over plain SMTP, the way the CMS's mailer talks to it. */
function sendMail(to: string, subject: string): Promise<void> {
  const lines = [
    'EHLO test',
    'MAIL FROM:<no-reply@example.com>',
    `RCPT TO:<${to}>`,
    'DATA',
    `From: no-reply@example.com\r\nTo: ${to}\r\nSubject: ${subject}\r\n\r\nA private message.\r\n.`,
    'QUIT',
  ];
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port: smtpPort });
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString();
      // Each reply's last line is "<code> <text>"; send the next command after it.
      while (/^\d{3} .*\r\n/m.test(buffered)) {
        buffered = buffered.replace(/^(?:\d{3}-.*\r\n)*\d{3} .*\r\n/, '');
        const next = lines.shift();
        if (next) socket.write(`${next}\r\n`);
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve());
  });
}

beforeAll(async () => {
  smtpPort = await freePort();
  webPort = await freePort();
  const started = await startMailCatcher({ smtpPort, webPort });
  child = started.child;
  inbox = started.inboxUrl;
  await sendMail('applicant@example.com', 'Your application');
});

afterAll(async () => {
  await stopProcess(child);
});

describe('the mail catcher of npm start', () => {
  it('listens on 127.0.0.1 only, for SMTP and for its inbox', () => {
    expect(child).not.toBeNull();
    expect(listeningAddresses(smtpPort)).toEqual(['127.0.0.1']);
    expect(listeningAddresses(webPort)).toEqual(['127.0.0.1']);
  });

  it('shows the developer the caught mail, on its own page', async () => {
    for (const origin of [undefined, inbox]) {
      const answer = await fetch(`${inbox}/api/email`, { headers: origin ? { Origin: origin } : {} });
      expect(answer.status).toBe(200);
      const emails = (await answer.json()) as Array<{ subject: string }>;
      expect(emails.map((email) => email.subject)).toContain('Your application');
    }
    const page = await fetch(`${inbox}/`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
  });

  it('gives another site no CORS permission and no e-mail', async () => {
    const read = await fetch(`${inbox}/api/email`, { headers: { Origin: EVIL } });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
    expect(read.status).toBe(403);
    expect(await read.text()).not.toContain('Your application');

    const preflight = await fetch(`${inbox}/api/email/all`, {
      method: 'OPTIONS',
      headers: { Origin: EVIL, 'Access-Control-Request-Method': 'DELETE' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();

    // Socket.io pushes each new message's sender, recipients and subject; its handshake is refused too.
    const socket = await fetch(`${inbox}/socket.io/?EIO=4&transport=polling`, { headers: { Origin: EVIL } });
    expect(socket.status).toBe(403);
    expect(socket.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers nothing to a page that reaches it under another host name (DNS rebinding)', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const connection = net.connect({ host: '127.0.0.1', port: webPort }, () => {
        connection.write(`GET /api/email HTTP/1.1\r\nHost: evil.example:${webPort}\r\nConnection: close\r\n\r\n`);
      });
      let text = '';
      connection.on('data', (chunk) => (text += chunk.toString()));
      connection.on('end', () => resolve(text));
      connection.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 403/);
    expect(answer).not.toContain('Your application');
  });
});
