/**
 * Where a sign-in may send the user back to: back to where they were going, only to paths of this site (the open
 * redirect of docs/017-security-audit.md; the payloads refused are listed in apps/web/test/hostile-input.ts).
 *
 * The rule is checked on the URL as a browser reads it, never on the raw string: the value is parsed with the
 * WHATWG URL parser (the one browsers use: it drops tabs and line breaks, reads `\` as `/`, resolves `.`, `..`,
 * `%2e` segments), against a placeholder origin; its origin must stay that origin (origins compared, not
 * prefixes), and the path finally written to `Location`, as it is and percent-decoded, must again be read as a path
 * of this site. So `/.//evil.example`, whose path `new URL()` makes `//evil.example` (a protocol-relative URL of
 * another site), is refused, as are `/\evil`, `/\t/evil`, `/%2F/evil`, `https:evil`.
 */
export const DEFAULT_AFTER_LOGIN = '/admin/dashboard';
export const LOGIN_PATH = '/admin/login';

/** A placeholder origin to resolve paths against (`.invalid` is reserved, RFC 2606: no real site has it). */
const SITE = new URL('http://site.invalid');

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** `target` parsed as a browser would, relative to this site's URL; null when it is no URL at all. */
function parse(target: string): URL | null {
  try {
    return new URL(target, SITE);
  } catch {
    return null;
  }
}

/**
 * True when `target` is a path that a browser reads as a path of this site: it starts with one `/` (not `//` nor
 * `/\`), resolves to this site's origin, and its normalised path does not start with `//` either.
 */
function readAsPathOfSite(target: string): boolean {
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return false;
  const url = parse(target);
  return url !== null && url.origin === SITE.origin && !url.pathname.startsWith('//');
}

/**
 * `path` percent-decoded until it no longer changes (each round shortens it, so this ends; a malformed escape stops
 * the decoding), as a proxy or server in front of the app might read it: `/%2F/evil` is `//evil` there.
 */
function fullyDecoded(path: string): string {
  let current = path;
  for (;;) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
}

/**
 * The path of this site `value` leads to, percent-encoded as `URL` writes it (so that it is always a valid
 * `Location` header: `/\u3000` becomes `/%E3%80%80`), or null when `value` is not a string, holds a control
 * character, or when the value itself, the path written back, or that path percent-decoded is not read as a path of
 * this site (`readAsPathOfSite`).
 */
function sitePath(value: unknown): string | null {
  if (typeof value !== 'string' || CONTROL.test(value)) return null;
  const url = parse(value);
  if (!url) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return [value, path, fullyDecoded(url.pathname)].every(readAsPathOfSite) ? path : null;
}

/** True when `value` is a path of this site that a sign-in may redirect to (see `sitePath`). */
export function isSafeRedirect(value: unknown): value is string {
  return sitePath(value) !== null;
}

/** The normalised path of this site `value` leads to when it is safe, else `fallback`. */
export function safeRedirect(value: unknown, fallback = DEFAULT_AFTER_LOGIN): string {
  return sitePath(value) ?? fallback;
}

/** `/admin/login?redirectTo=<path>` for a path of this site (the login page alone for anything else). */
export function loginUrl(redirectTo?: string | null): string {
  if (!isSafeRedirect(redirectTo) || redirectTo === LOGIN_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ redirectTo })}`;
}
