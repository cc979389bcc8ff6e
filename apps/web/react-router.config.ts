import type { Config } from '@react-router/dev/config';

/** Framework mode with server rendering: every public page is HTML from the first byte (DESIGN §1). */
export default {
  ssr: true,
} satisfies Config;
