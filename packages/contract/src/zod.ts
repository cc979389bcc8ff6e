import { z } from 'zod';

/**
 * zod for both apps. The web app's Content-Security-Policy forbids `eval`, and zod 4 probes `new Function` when it
 * builds an object schema, to compile fast parsers; `jitless` skips the probe and parses without compiling. It is set
 * here, before any schema of the contract is built, so that the order of imports in an app cannot undo it. (The package is
 * marked free of side effects so that bundlers leave zod out of pages that read only labels and limits; a bundle that
 * uses any schema uses `z`, so this module and its configuration come with it.)
 */
z.config({ jitless: true });

export { z };
