import { SubmissionOffers } from '~/features/placements';
import type { ApplicationSubmission } from '../api.server';

/**
 * The offers part of the application dialog (docs/025-placements.md "Offers and placements"): the offers of the
 * application's standing submission (the one not withdrawn), or nothing before it is submitted.
 */
export function SubmissionOffersOf({ submissions }: { submissions: ApplicationSubmission[] }) {
  const current = submissions.find((submission) => !submission.withdrawnAt);
  return current ? <SubmissionOffers submission={current} /> : null;
}
