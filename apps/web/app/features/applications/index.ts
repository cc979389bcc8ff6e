/**
 * What other features may use of applications (their public entry; eslint.config.js lets them import nothing else
 * here): client-safe pieces only, so that a component importing this entry pulls no server code into the browser.
 */
export { StatusBadge } from './components/status-badge';
export { APPLICATIONS_PATH, applicationQuery, applicationViewPath, type ApplicationFilters } from './rules';
export { LandingCapture } from './components/landing-capture';
