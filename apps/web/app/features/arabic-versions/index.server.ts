/**
 * What other features' server modules may use of the editors' Arabic versions (their public server entry): the CMS
 * calls behind an editor page's loader and action.
 */
export {
  getArabicVersion,
  handleArabicVersion,
  isArabicVersionIntent,
  loadArabicVersion,
} from './arabic-version.server';
