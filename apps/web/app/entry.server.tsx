import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router';
import { InlineStylesProvider } from '~/lib/inline-styles';
import { NonceProvider } from '~/lib/nonce';
import { requestInfo } from '~/lib/request-info';
import { SESSION_COOKIE } from '~/lib/session-cookie';
import styles from './app.css?inline';
import { log } from '~/lib/log.server';
import { getInstance } from '~/i18n/i18next.server';

export const streamTimeout = 5_000;

/**
 * A page or data answer for a signed-in staff member shows their name: no shared cache (a CDN, a proxy) may keep
 * it, whatever the route says otherwise.
 */
function privateForStaff(request: Request, headers: Headers): void {
  if (request.headers.get('Cookie')?.includes(`${SESSION_COOKIE}=`)) headers.set('Cache-Control', 'private, no-store');
}

/**
 * A failure React Router caught in a loader, action or render, as a line of the request in the log (React Router would
 * print it with `console.error`). A request the visitor abandoned is no failure.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (!request.signal.aborted) log.error({ err: error }, 'A loader, action or render failed');
};

/** Data answers of client-side navigations (React Router's `handleDataRequest` of the server entry). */
export function handleDataRequest(response: Response, { request }: { request: Request }): Response {
  privateForStaff(request, response.headers);
  return response;
}

/**
 * Server rendering of documents (React Router's default entry, plus the CSP nonce of server/app.ts and the request's
 * i18next instance, in the language of its path: ~/i18n/i18next.server.ts).
 * Crawlers and the page cache get the complete HTML at once (`onAllReady`); browsers get the shell as soon as it is
 * ready.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // For the public page cache, the nonce only marks the scripts rendered here: the cached page's CSP allows them by
  // hash (server/csp.ts `hashRenderedScripts`).
  const { cspNonce, forPageCache } = loadContext.get(requestInfo);
  const nonce = cspNonce || undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const complete = (userAgent && isbot(userAgent)) || forPageCache || routerContext.isSpaMode;
    const readyOption = complete ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={getInstance(loadContext)}>
        <NonceProvider value={nonce}>
          <InlineStylesProvider value={styles}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </InlineStylesProvider>
        </NonceProvider>
      </I18nextProvider>,
      {
        nonce,
        // A finished Suspense boundary larger than this is sent apart from the page and put in place by a script
        // (React's outlining, from 12.8 kB): a form hydrated later (lib/hydrate-later.tsx) would then not show
        // without JavaScript. Every finished boundary stays in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          privateForStaff(request, responseHeaders);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error({ err: error }, 'Rendering failed after the first bytes were sent');
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
