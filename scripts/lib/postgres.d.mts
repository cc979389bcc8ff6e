/** Types of ./postgres.mjs, for the TypeScript that imports it without allowJs (the CMS's full-text unit tests). */

/** Creates and starts a throwaway cluster in `dir` on `port`; returns the `DATABASE_URL` of its database `cms`. */
export declare function startPostgres(dir: string, port: number): string;

/** Starts the stopped cluster of `dir` again on `port`. */
export declare function restartPostgres(dir: string, port: number): void;

/** Stops the cluster of `dir` (fast shutdown); a cluster that is not running is not an error. */
export declare function stopPostgres(dir: string): void;
