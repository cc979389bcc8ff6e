import { z } from 'zod';

/**
 * zod for this app. Our Content-Security-Policy forbids `eval`, and zod 4 probes `new Function` to compile fast
 * object parsers; `jitless` makes it skip the probe (no CSP violation reports) and parse without compiling.
 * Import `z` from here, not from 'zod'.
 */
z.config({ jitless: true });

export { z };
