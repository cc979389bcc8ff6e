/** Types of ./env.mjs, for the TypeScript that imports it without allowJs (apps/cms's unit tests). */
export declare const ROOT: string;
export declare const ENV_FILE: string;

/**
 * The names of the secrets every start needs (production refuses to start without them): the contract's
 * `SECRET_NAMES`. @throws Error when the contract is not built.
 */
export declare function secretNames(): readonly string[];

/** The e-mail of the CMS admin panel's super-admin written into a development `.env`. */
export declare const PANEL_ADMIN_EMAIL: string;

/** A fresh set of development secrets: those of `secretNames()` and `CMS_ADMIN_PASSWORD`. */
export declare function generateSecrets(): Record<string, string>;

/**
 * The variables for the apps: `.env` values, overridden by the real environment.
 * @throws Error in production when a secret is missing.
 */
export declare function loadEnvironment(): Record<string, string | undefined>;
