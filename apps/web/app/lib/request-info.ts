import { createContext } from 'react-router';

/**
 * What server/app.ts knows of each request and React Router's handlers need (`context.get(requestInfo)` in a loader,
 * action or middleware; entry.server.tsx reads the nonce).
 */
export interface RequestInfo {
  /** Nonce of this response's Content-Security-Policy, given to every inline script React Router writes. */
  cspNonce: string;
  /** The client's address (Express `req.ip`, honouring TRUST_PROXY), for per-client rate limits. */
  clientIp: string;
}

export const requestInfo = createContext<RequestInfo>();
