import { spawnSync } from 'node:child_process';
import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { REDACTED } from '@agency/contract';
import { batchedLines, createLogger, requestLineWriter } from './log.server';

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

describe('the web log in production: lines written in batches', () => {
  it('hands SonicBoom its lines as one write, in order, once they are long enough or the first has waited', async () => {
    const writes: string[] = [];
    const out = { write: (text: string) => writes.push(text) > 0, flushSync: () => {} };
    const destination = batchedLines(out as unknown as Parameters<typeof batchedLines>[0], 1, {
      maxChars: 2_000,
      maxDelayMs: 50,
    });
    const log = createLogger(destination);
    const indexes = () =>
      writes.map((text) =>
        text
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line).index),
      );
    for (let index = 0; index < 3; index += 1) log.info({ index }, 'request');
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes, 'waiting').toEqual([]);
    await vi.waitFor(() => expect(indexes()).toEqual([[0, 1, 2]]), { timeout: 1_000, interval: 10 });
    // Enough lines are written at the next turn, in order, without waiting for the delay.
    for (let index = 3; index < 40; index += 1) log.info({ index, padding: 'x'.repeat(100) }, 'request');
    expect(writes, 'in the turn they were logged').toHaveLength(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(indexes().flat()).toEqual(Array.from({ length: indexes().flat().length }, (_, index) => index));
    expect(writes.length).toBeGreaterThan(1);
    await vi.waitFor(() => expect(indexes().flat()).toHaveLength(40), { timeout: 1_000, interval: 10 });
    expect(indexes().flat()).toEqual(Array.from({ length: 40 }, (_, index) => index));
  });

  it('writes every line, in order, of a process that exits in the turn it logged them', () => {
    // The real module in a process of its own, as the production server writes to its stdout (Node strips the types).
    const script = `const { log, requestLineLogger } = await import(${JSON.stringify(new URL('./log.server.ts', import.meta.url).href)});
      for (let index = 0; index < 500; index += 1) requestLineLogger.info({ index }, 'request');
      log.info('last line');
      process.exit(0);`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, NODE_ENV: 'production', LOG_FORMAT: 'json', LOG_LEVEL: 'info' },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { index?: number; message: string });
    // Under load SonicBoom's first write, started in this turn, landed after the lines written at exit (174…499, the
    // last line, then 0…173); the first lines are in the message.
    const head = run.stdout.split('\n').slice(0, 2).join('\n');
    expect(lines, head).toHaveLength(501);
    expect(
      lines.slice(0, 500).map((line) => line.index),
      head,
    ).toEqual(Array.from({ length: 500 }, (_, index) => index));
    expect(lines[500]).toMatchObject({ message: 'last line', app: 'web', level: 'info' });
  });
});

describe('the request lines written without pino (requestLineWriter)', () => {
  /** A stream keeping the raw text written to it, each line's time replaced (it ticks). */
  function rawCapture() {
    let text = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString('utf8');
        done();
      },
    });
    return { stream, text: () => text.replace(/"time":"[^"]*"/g, '"time":"T"') };
  }

  it("are byte for byte pino's lines of the same fields and level, and none below the logger's level", () => {
    const lines: Array<['info' | 'error', Record<string, string | number | boolean | undefined>]> = [
      ['info', { method: 'GET', route: '/blog', status: 200, durationMs: 0, requestId: 'a1b2' }],
      [
        'info',
        { method: 'HEAD', route: '/jobs/:slug', status: 304, durationMs: 12, requestId: 'x', aborted: undefined },
      ],
      [
        'error',
        {
          method: 'GET',
          route: '/odd "path"\\\u00e9\u0001',
          status: 503,
          durationMs: 1.25,
          requestId: '',
          aborted: true,
        },
      ],
    ];
    const viaPino = rawCapture();
    const pinoLogger = createLogger(viaPino.stream, false);
    const direct = rawCapture();
    const write = requestLineWriter(createLogger(direct.stream, false), direct.stream, true);
    for (const [level, fields] of lines) {
      pinoLogger[level](fields, 'request');
      write(level, fields);
    }
    expect(direct.text()).toBe(viaPino.text());
    // Not JSON (pino-pretty's lines): pino's own call, the same lines.
    const throughPino = rawCapture();
    const writeThroughPino = requestLineWriter(createLogger(throughPino.stream, false), throughPino.stream, false);
    for (const [level, fields] of lines) writeThroughPino(level, fields);
    expect(throughPino.text()).toBe(viaPino.text());
    expect(direct.text().split('\n')).toHaveLength(4);

    const quiet = rawCapture();
    const quietLogger = createLogger(quiet.stream, false);
    quietLogger.level = 'error';
    const writeQuiet = requestLineWriter(quietLogger, quiet.stream, true);
    writeQuiet('info', lines[0][1]);
    writeQuiet('error', lines[2][1]);
    expect(quiet.text().split('\n').filter(Boolean)).toHaveLength(1);
    expect(quiet.text()).toContain('"level":"error"');
  });
});
