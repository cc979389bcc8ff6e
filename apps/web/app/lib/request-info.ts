import { createContext } from 'react-router';

/**
 * What server/app.ts knows of each request and React Router's handlers need (`context.get(requestInfo)` in a loader,
 * action or middleware; entry.server.tsx reads the nonce).
 */
export interface RequestInfo {
  /**
   * Nonce of this response's Content-Security-Policy, given to every inline script React Router writes. In a render
   * for the public page cache, the mark of those scripts instead: server/page-cache.ts allows each script carrying it
   * by hash, then takes the mark out (server/csp.ts `hashRenderedScripts`), so it is never sent.
   */
  cspNonce: string;
  /** A render for the public page cache (server/page-cache.ts): the complete HTML at once, for every visitor. */
  forPageCache: boolean;
  /** The client's address (Express `req.ip`, honouring TRUST_PROXY), for per-client rate limits. */
  clientIp: string;
}

export const requestInfo = createContext<RequestInfo>();

/**
 * A request with the page URL it is for: what a route's loader or action hands to a feature (`{ request, url }` of its
 * arguments). `url` is React Router's normalized URL: a client navigation's data request (`/blog.data?_routes=…`)
 * and the page itself (`/blog`) have the same `url`, while `request.url` is the raw one (React Router 8).
 */
export interface PageRequest {
  request: Request;
  url: URL;
}
