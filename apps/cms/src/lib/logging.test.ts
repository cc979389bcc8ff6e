import { Writable } from 'stream';
import { describe, expect, it } from 'vitest';
import { winston } from '@strapi/logger';
import { REDACTED } from '@agency/contract';
import { logLineFormat, runInRequest } from './logging';

/** A winston logger as config/logger.ts makes it (JSON lines), writing to a buffer: its lines, parsed. */
function jsonLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = winston.createLogger({
    level: 'info',
    format: logLineFormat('json'),
    transports: [new winston.transports.Stream({ stream })],
  });
  return { logger, lines };
}

describe("the CMS's log lines", () => {
  it('redact an email, a name, a phone number, a cookie and a token at any depth, and keep the rest', () => {
    const { logger, lines } = jsonLogger();
    logger.warn('An application was refused', {
      job: 'job-doc-1',
      data: { fullName: 'Ann Lee', email: 'ann@example.com', phone: '+44 20 7946 0958' },
      headers: { cookie: 'koa.sess=abc', authorization: 'Bearer t0k' },
      sessions: [{ tokens: { refreshToken: 'r3fr', jwt: 'j.w.t' } }],
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'warn',
      app: 'cms',
      message: 'An application was refused',
      job: 'job-doc-1',
      data: { fullName: REDACTED, email: REDACTED, phone: REDACTED },
      headers: { cookie: REDACTED, authorization: REDACTED },
      sessions: [{ tokens: { refreshToken: REDACTED, jwt: REDACTED } }],
    });
    expect(typeof lines[0].time).toBe('string');
    expect(JSON.stringify(lines[0])).not.toMatch(/Ann Lee|ann@example\.com|7946|abc|t0k|r3fr|j\.w\.t/);
  });

  it("log an error as its message and stack, never a database error's values", () => {
    const { logger, lines } = jsonLogger();
    const error = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(ann@example.com) already exists.',
    });
    logger.error('Job alert 3: the digest failed', { err: error });
    logger.error(new Error('thrown as it is'));
    expect(lines[0]).toMatchObject({
      message: 'Job alert 3: the digest failed',
      err: { type: 'Error', message: 'duplicate key value violates unique constraint', code: '23505' },
    });
    expect(JSON.stringify(lines[0])).not.toContain('ann@example.com');
    expect(lines[1]).toMatchObject({ level: 'error', message: 'thrown as it is', err: { message: 'thrown as it is' } });
  });

  it('name the request being handled, through timers and promises, and no request outside one', async () => {
    const { logger, lines } = jsonLogger();
    await runInRequest('trace-me-1', async () => {
      logger.info('first');
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger.info('after a timer');
    });
    logger.info('outside');
    expect(lines.map((line) => [line.message, line.requestId])).toEqual([
      ['first', 'trace-me-1'],
      ['after a timer', 'trace-me-1'],
      ['outside', undefined],
    ]);
  });
});

describe("Strapi's migration progress", () => {
  it('is logged at debug, not at info', () => {
    const { logger, lines } = jsonLogger();
    logger.info('[internal migration]: migrating 5.0.0-02-created-document-id', { timestamp: 1 });
    logger.info('[discard-drafts] Stage 1/5 complete');
    logger.error('[internal migration]: a migration failed');
    expect(lines.map((line) => line.message)).toEqual(['[internal migration]: a migration failed']);
  });
});
