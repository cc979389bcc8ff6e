/**
 * What other features may use of hiring requests (their public entry; eslint.config.js lets them import nothing else
 * here): the path of the staff list.
 */
export { HIRING_REQUESTS_PATH } from './rules';
