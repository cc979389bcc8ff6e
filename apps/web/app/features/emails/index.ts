/** What other features may use of the outbox's failed emails (their public entry): client-safe pieces only. */
export { emailCount } from './components/failed-emails';
