/**
 * What other features may use of the client portal (its public entry; eslint.config.js lets them import nothing else
 * here): its paths.
 */
export { CLIENT_JOBS_PATH, CLIENT_PORTAL_PATH, clientJobPath } from './rules';
