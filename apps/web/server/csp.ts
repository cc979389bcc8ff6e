import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of apps/web (docs/000-product.md §15), in one place for its two forms
 * (docs/008-public-pages-at-static-speed.md):
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

/**
 * The policy of the static files (built assets, public/): nothing but the file itself and its own inline styles and
 * images. It only matters for a file a browser opens as a document — an SVG image can hold scripts — and keeps such a
 * file from running one, loading anything, or being framed.
 */
export const STATIC_FILE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";

/**
 * The response header by which the page cache's render hands over the mark of the scripts it rendered (a fresh random
 * nonce of that render, ./app.ts); the page cache reads it and never sends it (./page-cache.ts).
 */
export const SCRIPT_MARK_HEADER = 'x-page-script-mark';

/** Inline `<script>` elements with their attributes and text. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** The types of script that run; JSON-LD and other data blocks are not scripts. */
const RUNS = /^(?:|text\/javascript|module|application\/javascript)$/i;

/**
 * A page for the public page cache, made ready to be served to every visitor: its policy allows by hash exactly the
 * inline scripts the app rendered, and the mark that told them apart is taken out of the HTML.
 *
 * The app renders a cached page with a fresh random nonce, `scriptMark`, which React, React Router's `<Scripts>` and
 * `<ScrollRestoration>` and the script loader (./script-loading.ts) put on every inline script they write. Each
 * inline script carrying it gets a `'sha256-…'` source (CSP Level 2 hash sources: SHA-256 of the script's text as
 * UTF-8, base64); any other inline script — one that reached the HTML in another way, e.g. through content — matches
 * no hash and does not run, whatever its text. The mark, unknown before the render and removed after it, cannot be
 * guessed by content stored before. Without a mark, no inline script is allowed.
 */
export function hashRenderedScripts(html: string, scriptMark: string | null): { html: string; policy: string } {
  if (!scriptMark) return { html, policy: policy([]) };
  const markAttribute = ` nonce="${scriptMark}"`;
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!attributes.includes(markAttribute) || /\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!RUNS.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return { html: html.replaceAll(markAttribute, ''), policy: policy([...hashes]) };
}
