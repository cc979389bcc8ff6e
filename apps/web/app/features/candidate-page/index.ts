/**
 * What other features may use of the candidate's page (its public entry; eslint.config.js lets them import nothing
 * else here): staff's actions on an application's page link, for the application's dialog.
 */
export { CandidateLinkActions } from './components/candidate-link-actions';
