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
