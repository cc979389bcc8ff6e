/**
 * What other features may use of enquiries (their public entry; eslint.config.js lets them import nothing else here):
 * client-safe pieces only. Server modules import `./index.server` instead.
 */
export { EnquiryStatusBadge } from './components/enquiry-status-badge';
export { ENQUIRIES_PATH } from './rules';
