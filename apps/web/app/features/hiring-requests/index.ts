/**
 * What other features may use of hiring requests (their public entry; eslint.config.js lets them import nothing else
 * here): the staff list's path, a request's page and its status badge.
 */
export { HIRING_REQUESTS_PATH, hiringRequestPath } from './rules';
export { HiringRequestStatusBadge } from './components/hiring-request-status-badge';
