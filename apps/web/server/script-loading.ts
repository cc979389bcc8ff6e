/**
 * Scripts after the first paint, for pages served from the page cache (docs/008-public-pages-at-static-speed.md).
 *
 * A public page is complete without JavaScript: its HTML and inline styles are all the first paint needs, and the
 * scripts only make it interactive. React Router hints every module of a page with `<link rel="modulepreload">` in
 * the head, so a phone's connection carries ~120 kB of scripts at the same time as the page and its images, and
 * Lighthouse (whose simulation counts every script that finished before the paint as needed for it) puts the
 * largest paint 1–2 s later than the page needs.
 *
 * This takes those hints out of the finished HTML and asks for the same modules, all at once, from a one-line
 * script once the first paint is on screen. React Router's own module script at the end of the body still starts
 * the page's route modules when the parser reaches it; the hints then fetch the rest in parallel, not as a waterfall
 * of imports. React Router has no option for where or when its hints go (its `<Scripts>` writes them), hence this
 * small rewrite of its output, on the one kind of link it writes.
 */

/** `<link rel="modulepreload" href="…">` as React writes it (attributes in any order after `rel`). */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;

/**
 * Adds the hints once the first paint is on screen (its `paint` performance entry). A hidden page does not paint,
 * and an old browser has no such entry: there the hints are added at once.
 */
const LOADER = (hrefs: string[], nonce: string | null) =>
  `<script${nonce ? ` nonce="${nonce}"` : ''}>(function(){var hrefs=${JSON.stringify(hrefs)};function load(){hrefs.forEach(function(h){` +
  `var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)})}` +
  `var P=window.PerformanceObserver;if(document.visibilityState!=="visible"||!P||(P.supportedEntryTypes||[]).indexOf("paint")===-1)load();` +
  `else new P(function(list,observer){observer.disconnect();load()}).observe({type:"paint",buffered:true})})()</script>`;

/**
 * `html` with its module preload hints replaced by the loader script, placed before `</body>`, with `nonce` (the
 * mark of the scripts the app renders, ./csp.ts `hashRenderedScripts`) when given. HTML without hints or without a
 * body is returned unchanged.
 */
export function loadScriptsAfterPaint(html: string, nonce: string | null = null): string {
  const hrefs = new Set<string>();
  for (const [, href] of html.matchAll(MODULE_PRELOAD)) if (href) hrefs.add(href);
  const bodyEnd = html.lastIndexOf('</body>');
  if (hrefs.size === 0 || bodyEnd === -1) return html;
  const withoutHints = html.slice(0, bodyEnd).replace(MODULE_PRELOAD, '');
  return withoutHints + LOADER([...hrefs], nonce) + html.slice(bodyEnd);
}
