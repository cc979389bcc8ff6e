/** Hostile values the security tests send, in one list each so that every layer is tried with the same ones. */

/**
 * Values of `redirectTo` that lead off the site once a browser (or `new URL()`, which follows the same WHATWG
 * parser) has normalised them: dot segments and their encodings turned into `//`, tabs and line breaks dropped,
 * backslashes read as slashes, encoded slashes that a proxy in front decodes, scheme-only and absolute URLs
 * (docs/017-security-audit.md, the open redirect after sign-in). Used by the unit tests of
 * features/staff/admin-redirect.ts, the system test tests/system/web-security.test.ts and the browser test
 * e2e/security-redirect.spec.ts.
 */
export const OFF_SITE_REDIRECTS = [
  '/.//evil.example',
  '/..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/.%2e//evil.example',
  '/./.././/evil.example',
  '/admin/..//evil.example',
  '/admin/../..//evil.example/steal',
  '/a/b/../.././/evil.example',
  '/.\\/evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/.\t/\t/evil.example',
  '/%09/evil.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/.%2F/evil.example',
  '/%5C/evil.example',
  '/%5c%5cevil.example',
  '/%252F/evil.example',
  '//evil.example',
  '///evil.example',
  '\\\\evil.example',
  ' //evil.example',
  'https:evil.example',
  'https://evil.example',
  'HTTPS://evil.example/admin',
  'javascript:alert(1)',
  'evil.example',
];
