/**
 * What other features may use of jobs (their public entry; eslint.config.js lets them import nothing else here):
 * client-safe pieces only.
 */
export { jobTitle } from './jobs';
