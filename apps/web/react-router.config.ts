import type { Config } from '@react-router/dev/config';

/**
 * Framework mode with server rendering: every public page is HTML from the first byte (docs/000-product.md §10).
 * Middleware (always on in React Router 8) keeps the staff session in one place (app/features/staff/session.server.ts,
 * `staffSession`).
 */
export default {
  ssr: true,
} satisfies Config;
