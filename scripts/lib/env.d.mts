/** Types of ./env.mjs, for the TypeScript that imports it without allowJs (apps/cms's unit tests). */
export declare const ROOT: string;
export declare const ENV_FILE: string;

/** Secrets every start needs (production refuses to start without them). */
export declare const SECRET_NAMES: string[];

/** The e-mail of the CMS admin panel's super-admin written into a development `.env`. */
export declare const PANEL_ADMIN_EMAIL: string;

/** A fresh set of development secrets: those of `SECRET_NAMES` and `CMS_ADMIN_PASSWORD`. */
export declare function generateSecrets(): Record<string, string>;

/**
 * The variables for the apps: `.env` values, overridden by the real environment.
 * @throws Error in production when a secret is missing.
 */
export declare function loadEnvironment(): Record<string, string | undefined>;
