import * as http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainHttpServer } from './http-drain.js';

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A listening server whose `/slow` answers after `slowMs` (others at once), and its port. */
async function serve(slowMs = 300) {
  const server = http.createServer((req, res) => {
    if (req.url === '/slow') setTimeout(() => res.end('finished'), slowMs);
    else res.end('fast');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/**
 * A raw keep-alive connection, as a proxy holds one: `send` writes a GET for `path` and resolves with the next
 * answer's status line and `Connection` header; `ended` resolves when the server closes the connection.
 */
async function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  let waiting: ((answer: string) => void) | null = null;
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString();
    const end = received.indexOf('\r\n\r\n');
    if (end < 0 || !waiting) return;
    const headers = received.slice(0, end);
    const length = Number(/content-length: (\d+)/i.exec(headers)?.[1] ?? 0);
    if (received.length < end + 4 + length) return;
    received = received.slice(end + 4 + length);
    const status = headers.split('\r\n')[0];
    const connection = /^connection: (.*)$/im.exec(headers)?.[1] ?? '';
    waiting(`${status}; connection: ${connection}`);
    waiting = null;
  });
  const ended = new Promise<string>((resolve) => {
    socket.once('close', () => resolve(received === '' ? 'closed' : `closed with ${JSON.stringify(received)} unread`));
  });
  const send = (path: string) => {
    const answer = new Promise<string>((resolve) => (waiting = resolve));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: test\r\n\r\n`);
    return Promise.race([answer, ended.then((how) => `no answer: ${how}`)]);
  };
  return { socket, send, ended };
}

describe('drainHttpServer', () => {
  it('answers a request sent on an idle keep-alive connection just as the drain starts, then closes it', async () => {
    const { server, port } = await serve();
    const proxy = await rawConnection(port);
    expect(await proxy.send('/fast')).toBe('HTTP/1.1 200 OK; connection: keep-alive');
    // The connection is idle; the proxy sends its next request on it, and in the same moment the server drains: the
    // request is in the socket, not yet read. (Closing idle connections at once, as Node's server.close() and
    // http-terminator do, loses it: "no answer: closed".)
    const answer = proxy.send('/fast');
    const drained = drainHttpServer(server, 5_000);
    expect(await answer).toBe('HTTP/1.1 200 OK; connection: close');
    expect(await proxy.ended).toBe('closed');
    await drained;
    expect(server.listening).toBe(false);
  });

  it('refuses new connections; a request in flight finishes; resolves once its connection is closed', async () => {
    const { server, port } = await serve(300);
    const proxy = await rawConnection(port);
    const inFlight = proxy.send('/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    let done = false;
    const drained = drainHttpServer(server, 5_000).then(() => (done = true));
    const refused = await new Promise<string>((resolve) => {
      net
        .connect(port, '127.0.0.1')
        .once('connect', () => resolve('connected'))
        .once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? ''));
    });
    expect(refused).toBe('ECONNREFUSED');
    // Its headers were not begun at the drain, but the request was read before: its answer keeps the connection, which
    // its client closes (or sends one more request on, answered with Connection: close).
    expect(await inFlight).toBe('HTTP/1.1 200 OK; connection: keep-alive');
    expect(done).toBe(false);
    expect(await proxy.send('/fast')).toBe('HTTP/1.1 200 OK; connection: close');
    expect(await proxy.ended).toBe('closed');
    await drained;
  });

  it('leaves an idle keep-alive connection to its client: resolves once the client closes it', async () => {
    const { server, port } = await serve();
    const proxy = await rawConnection(port);
    await proxy.send('/fast');
    let done = false;
    const drained = drainHttpServer(server, 5_000).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(done).toBe(false);
    expect(proxy.socket.destroyed).toBe(false);
    const started = Date.now();
    proxy.socket.end();
    await drained;
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("closes an idle connection its client keeps after the server's keep-alive timeout, as at any time", async () => {
    const { server, port } = await serve();
    server.keepAliveTimeout = 300;
    server.keepAliveTimeoutBuffer = 0;
    const proxy = await rawConnection(port);
    await proxy.send('/fast');
    await drainHttpServer(server, 5_000);
    expect(await proxy.ended).toBe('closed');
  });

  it('cuts what is still open after the grace period', async () => {
    const { server, port } = await serve(10_000);
    const proxy = await rawConnection(port);
    const inFlight = proxy.send('/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await drainHttpServer(server, 200);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await inFlight).toBe('no answer: closed');
  });

  it('resolves at once for a server that is not listening', async () => {
    await expect(drainHttpServer(http.createServer(), 5_000)).resolves.toBeUndefined();
  });
});
