/** Offers and placements (docs/025-placements.md "Offers and placements"): what other features show of them. */
export { SubmissionOffers } from './components/submission-offers';
export { ClientTermsForm } from './components/client-terms-form';
export { PLACEMENTS_PATH, placementPath } from './rules';
