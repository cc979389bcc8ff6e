/**
 * What other features may use of the editors' Arabic versions (their public entry; eslint.config.js lets them import
 * nothing else here): client-safe pieces only: a record kind's description and check, and the editor's section.
 */
export { ARABIC_REFUSED_MESSAGE, parseArabicVersion, type ArabicText, type ArabicVersionKind } from './arabic-version';
export { ArabicVersionSection, type ArabicFieldSpec } from './components/arabic-version-section';
