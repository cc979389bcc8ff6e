/** What other features' server modules may use of enquiries (their server-only public entry). */
export { enquiryStatus } from './api.server';
