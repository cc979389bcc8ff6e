/**
 * What other features may use of the staff feature (its public entry; eslint.config.js lets them import nothing else
 * here): client-safe pieces only.
 */
export type { JobOwnerChoice } from './job-owner';
