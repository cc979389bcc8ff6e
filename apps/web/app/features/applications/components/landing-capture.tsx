import { LANDING_SCRIPT } from '../landing';

/**
 * The inline script that notes where a visit came from (../landing.ts `LANDING_SCRIPT`; docs/023-talent-pool.md
 * "Sources"), for the head of every page: with the response's nonce, or, on a page for the page cache, the mark that
 * gives it its hash in the page's CSP (server/csp.ts). React leaves its text as the server wrote it.
 */
export function LandingCapture({ nonce }: { nonce?: string }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: LANDING_SCRIPT }} />;
}
