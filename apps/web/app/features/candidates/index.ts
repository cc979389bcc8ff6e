/**
 * What other features may use of candidates (their public entry; eslint.config.js lets them import nothing else
 * here): client-safe pieces only.
 */
export { TAG_SUGGESTIONS_PATH } from './rules';
export { suggestionsPath } from './sourcing-rules';
