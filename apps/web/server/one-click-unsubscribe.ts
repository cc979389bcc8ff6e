import type { NextFunction, Request, Response } from 'express';

/** The route of the unsubscribe link in every job alert email (apps/web app/routes/_public/alerts-unsubscribe.tsx). */
export const UNSUBSCRIBE_PATH = '/alerts/unsubscribe';

/**
 * RFC 8058 one-click unsubscribe: a mail provider's "Unsubscribe" button POSTs `List-Unsubscribe=One-Click` to the
 * link of the email's `List-Unsubscribe` header, without cookies, and possibly with its own site in `Origin`. React
 * Router refuses a form POST whose `Origin` is another site's (its CSRF check answers 400). That POST is authorised by
 * the token in its URL alone, needs no session and changes nothing but that subscription, so for this one path the
 * `Origin` header is dropped before React Router reads the request. Every other action keeps the check.
 */
export function allowOneClickUnsubscribe(req: Request, _res: Response, next: NextFunction): void {
  if (req.method === 'POST' && req.path === UNSUBSCRIBE_PATH) delete req.headers.origin;
  next();
}
