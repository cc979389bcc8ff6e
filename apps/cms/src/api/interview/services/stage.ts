import type { Core } from '@strapi/strapi';
import { moveSubmission, type StageActor, type StageMoveResult } from '../../submission/services/submission';

/** The name services/interview.ts reaches this service by in Strapi's registry. */
export const INTERVIEW_STAGE_SERVICE = 'api::interview.stage';

/** What this service offers (services/interview.ts reads it from the registry). */
export interface InterviewStageService {
  toFirstRound(submissionDocumentId: string, actor: StageActor): Promise<StageMoveResult>;
}

/**
 * The interviews' move of a submission's stage (docs/025-placements.md "Stages"), as Strapi's service
 * `api::interview.stage`: services/interview.ts reaches it through the registry rather than by import, because the
 * submission service imports the interviews' module (a final outcome cancels the interviews) and an import back would
 * make a cycle.
 */
export default ({ strapi }: { strapi: Core.Strapi }): InterviewStageService => ({
  /**
   * Moves the submission `submissionDocumentId` to Interviewing (round 1) with the submission service's
   * `moveSubmission` (inside the caller's transaction); `actor` as `moveSubmission` takes it.
   * @throws what `moveSubmission` throws (a move the rules refuse: 400).
   */
  toFirstRound: (submissionDocumentId, actor) =>
    // The booking's invitation tells the candidate: no news of the move besides it.
    moveSubmission(strapi, submissionDocumentId, { to: 'interviewing', round: 1 }, actor, { candidateTold: true }),
});
