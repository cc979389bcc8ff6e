import type { Config } from '@react-router/dev/config';

/**
 * Framework mode with server rendering: every public page is HTML from the first byte (docs/000-product.md §10).
 * Middleware keeps the staff session in one place (app/lib/session.server.ts, `staffSession`).
 */
export default {
  ssr: true,
  future: { v8_middleware: true },
} satisfies Config;
