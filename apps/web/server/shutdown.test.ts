import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopOnSignals } from './shutdown';

/** One GET over `agent`: status and body; rejects with the socket's error code. */
function get(port: number, path: string, agent: http.Agent) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A server whose `/slow` answers after `slowMs`, and its port, with `stopOnSignals` on a signal source of the test's. */
async function serve(slowMs: number, graceMs: number) {
  const server = http.createServer((req, res) => {
    if (req.url === '/slow') setTimeout(() => res.end('finished'), slowMs);
    else res.end('fast');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const signals = new EventEmitter();
  const exit = vi.fn<(code: number) => void>();
  const onStart = vi.fn();
  const close = vi.fn(() => Promise.resolve());
  const { shutdown } = stopOnSignals(server, { graceMs, signals, exit, onStart, close, log: () => {} });
  return { server, port: (server.address() as AddressInfo).port, signals, exit, onStart, close, shutdown };
}

describe('stopOnSignals', () => {
  it('SIGTERM: readiness first, new connections refused, a request in flight finishes, then close and exit 0', async () => {
    const { port, signals, exit, onStart, close, shutdown } = await serve(300, 5_000);
    const inFlight = get(port, '/slow', new http.Agent());
    await new Promise((resolve) => setTimeout(resolve, 50));

    signals.emit('SIGTERM');
    expect(onStart).toHaveBeenCalledOnce();
    await expect(get(port, '/fast', new http.Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(close).not.toHaveBeenCalled();
    expect((await inFlight).body).toBe('finished');

    // The drain (@agency/contract/http-drain, tested there) ends with the in-flight request's connection.
    await shutdown('again');
    expect(close).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
  });

  it('cuts a request that outlasts the grace period, and still exits 0; a second signal changes nothing', async () => {
    const { signals, exit, port, shutdown } = await serve(10_000, 200);
    const inFlight = get(port, '/slow', new http.Agent());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    signals.emit('SIGINT');
    signals.emit('SIGTERM');
    await expect(inFlight).rejects.toMatchObject({ code: 'ECONNRESET' });
    await shutdown('again');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
  });
});
