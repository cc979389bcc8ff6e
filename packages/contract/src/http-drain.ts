import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';

/**
 * The draining step of both apps' graceful shutdown (docs/021-operations.md "Graceful shutdown and rolling deploys"),
 * for Node's `http.Server`: a server-side helper, imported as `@agency/contract/http-drain` (never from the package's
 * main entry, which the browser loads).
 *
 * 1. The server stops listening: a new connection is refused, so a proxy sends its request to another instance.
 * 2. Every answer not yet begun, from now on, says `Connection: close`, and its connection closes after it.
 * 3. An idle keep-alive connection is left open for its client to close: the proxy closes it once it has been idle for
 *    its own keep-alive timeout (nginx `keepalive_timeout` in the upstream, below Node's `keepAliveTimeout` of 5 s),
 *    or sends one more request on it, which is answered (step 2); Node closes it after `keepAliveTimeout` otherwise.
 * 4. Resolves once every connection is closed, or after `graceMs` (ms), when those still open are cut.
 *
 * Own code, because the libraries (http-terminator, stoppable, @godaddy/terminus) and Node's own `server.close()`
 * (Node 19+ calls `closeIdleConnections()`) close the idle keep-alive connections at once. That races with a request
 * the proxy has just sent on one of them: the request is in the socket, not yet read, and is lost with it (RFC 9112
 * §9.6: a client must expect a server to close an idle connection at any time). nginx logs "upstream prematurely
 * closed connection", repeats a GET on another instance, and answers any other POST with a 502. Only the client
 * closes an idle connection without that race. So this uses `net.Server`'s `close`, which stops listening and
 * leaves the connections be.
 * Resolves at once for a server that is not listening.
 */
export function drainHttpServer(server: Server, graceMs: number): Promise<void> {
  if (!server.listening) return Promise.resolve();
  server.prependListener('request', (_request, response) => {
    if (!response.headersSent) response.setHeader('connection', 'close');
  });
  return new Promise((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    // The callback runs once the server is closed and its last connection with it.
    NetServer.prototype.close.call(server, () => {
      clearTimeout(cut);
      resolve();
    });
  });
}
