import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of apps/web (DESIGN §6), in one place for its two forms (docs/008):
 * - pages rendered for one response only (staff pages, form answers, anything not cached) allow inline scripts by
 *   this response's nonce;
 * - public pages served from the page cache allow their inline scripts by hash: a nonce repeated to every visitor of
 *   a cached page would protect nothing, while a hash allows exactly the scripts the page was rendered with.
 * Everything else is the same: scripts, styles, fonts and connections from this site only, no framing, no plugins.
 */
const DIRECTIVES: Array<[string, string[]]> = [
  ['default-src', ["'self'"]],
  ['style-src', ["'self'", "'unsafe-inline'"]],
  ['img-src', ["'self'", 'data:', 'blob:']],
  ['font-src', ["'self'"]],
  ['connect-src', ["'self'"]],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['object-src', ["'none'"]],
];

/** The policy, with `scriptSources` added to `script-src 'self'`. */
function policy(scriptSources: string[]): string {
  const directives: Array<[string, string[]]> = [...DIRECTIVES, ['script-src', ["'self'", ...scriptSources]]];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** The policy of a response whose inline scripts carry `nonce`. */
export function policyWithNonce(nonce: string): string {
  return policy([`'nonce-${nonce}'`]);
}

/** Inline `<script>` elements (no `src`) that the browser runs; JSON-LD and other data blocks are not scripts. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const RUNS = /^(?:|text\/javascript|module|application\/javascript)$/i;

/**
 * The policy of a page that allows exactly its own inline scripts: a `'sha256-…'` source for each (CSP Level 2
 * hash sources: SHA-256 of the script's text as UTF-8, base64).
 */
export function policyForPage(html: string): string {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!RUNS.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return policy([...hashes]);
}
