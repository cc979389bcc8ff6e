/**
 * Where a sign-in may send the user back to (issue 4: "back to where they were going, only to paths of this
 * site"). A path must start with one `/`, must not start with `//` and must not contain a backslash (browsers
 * read `/\evil.com` as `//evil.com`) or a control character.
 */
export const DEFAULT_AFTER_LOGIN = '/admin/dashboard';
export const LOGIN_PATH = '/admin/login';

export function isSafeRedirect(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\u007f]/.test(value)
  );
}

/**
 * `value` when it is a safe path of this site, else `fallback`. The path comes back percent-encoded (as `URL`
 * writes it), so that it is always a valid `Location` header: `/\u3000` becomes `/%E3%80%80`.
 */
export function safeRedirect(value: unknown, fallback = DEFAULT_AFTER_LOGIN): string {
  if (!isSafeRedirect(value)) return fallback;
  const url = new URL(value, 'http://site.invalid');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/admin/login?redirectTo=<path>` for a path of this site (the login page alone for anything else). */
export function loginUrl(redirectTo?: string | null): string {
  if (!isSafeRedirect(redirectTo) || redirectTo === LOGIN_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ redirectTo })}`;
}
