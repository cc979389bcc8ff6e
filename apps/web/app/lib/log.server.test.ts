import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { REDACTED } from '@agency/contract';
import { createLogger } from './log.server';

/** What the logger writes, one parsed JSON object a line. */
function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { stream, lines };
}

describe('the web log: personal data is redacted', () => {
  it('redacts an email, a name, a phone number, a cookie and a token at any depth, and keeps the rest', () => {
    const { stream, lines } = capture();
    const log = createLogger(stream);
    log.warn(
      {
        job: 'go-developer',
        form: { data: { fullName: 'Ann Lee', email: 'ann@example.com', phone: '+44 20 7946 0958' } },
        request: { headers: { cookie: '__session=abc', Authorization: 'Bearer t0k' } },
        answers: [{ session: { refreshToken: 'r3fr', token: 't0k' } }],
      },
      'Something about an application',
    );
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({
      level: 'warn',
      app: 'web',
      message: 'Something about an application',
      job: 'go-developer',
      form: { data: { fullName: REDACTED, email: REDACTED, phone: REDACTED } },
      request: { headers: { cookie: REDACTED, Authorization: REDACTED } },
      answers: [{ session: { refreshToken: REDACTED, token: REDACTED } }],
    });
    expect(JSON.stringify(line)).not.toMatch(/Ann Lee|ann@example\.com|7946|abc|t0k|r3fr/);
    expect(typeof line.time).toBe('string');
  });

  it("logs an error's message and stack, never the CMS's answer it carries", () => {
    const { stream, lines } = capture();
    const log = createLogger(stream);
    const error = Object.assign(new Error('Refused'), {
      status: 400,
      body: { error: { details: { errors: [{ path: ['email'], value: 'ann@example.com' }] } } },
    });
    log.error({ err: error }, 'Application refused');
    expect(lines[0]).toMatchObject({
      message: 'Application refused',
      err: { type: 'Error', message: 'Refused', status: 400 },
    });
    expect(JSON.stringify(lines[0])).not.toContain('ann@example.com');
  });
});
