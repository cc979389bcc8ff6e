/** What other features may use of the desk and the reports (their public entry): client-safe pieces only. */
export { NeedsAttentionCard, NEEDS_ATTENTION_PATH } from './components/needs-attention';
