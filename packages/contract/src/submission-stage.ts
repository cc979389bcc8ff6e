import { STATUS_TRANSITIONS, type ApplicationStatus } from './application.js';
import { choices } from './choices.js';
import type { ClientAnswer } from './client-portal.js';
import { cleanedText } from './fields.js';
import { z } from './zod.js';

/**
 * The stages of a submission (docs/025-placements.md "Stages"; issue 28): a submission (client-portal.ts) moves
 * Submitted → Interviewing (round 1) → Interviewing (round n + 1) … → Offered → Placed, or ends in a final outcome with a
 * typed reason and an optional comment. The application follows with the spec's four statuses (`STATUS_TRANSITIONS`):
 * a submission puts it in Reviewed, Placed in Accepted, a final outcome in Rejected. Rules and words both apps use; the
 * CMS enforces them. The reasons are staff's: never shown to the candidate.
 */

/** Where a submission stands; `ended` carries a final outcome (`SUBMISSION_OUTCOMES`). */
const SUBMISSION_STAGE = choices({
  submitted: 'Submitted',
  interviewing: 'Interviewing',
  offered: 'Offered',
  placed: 'Placed',
  ended: 'Ended',
});
export const SUBMISSION_STAGES = SUBMISSION_STAGE.options;
export const SUBMISSION_STAGE_VALUES = SUBMISSION_STAGE.values;
export type SubmissionStage = (typeof SUBMISSION_STAGE_VALUES)[number];

/** Why a submission ended (its final outcome), in staff's words. */
const SUBMISSION_OUTCOME = choices({
  'client-declined': 'Client declined',
  'we-declined': 'We declined',
  'candidate-withdrew': 'Candidate withdrew',
  'offer-declined': 'Offer declined',
  'fell-through': 'Fell through',
});
export const SUBMISSION_OUTCOMES = SUBMISSION_OUTCOME.options;
export const SUBMISSION_OUTCOME_VALUES = SUBMISSION_OUTCOME.values;
export type SubmissionOutcome = (typeof SUBMISSION_OUTCOME_VALUES)[number];

/** Staff's comment with a move, in characters (several lines). */
export const STAGE_COMMENT_MAX = 1000;

/** Where a submission stands: its stage, its latest interview round (0 before the first) and, once ended, why. */
export interface StageState {
  stage: SubmissionStage;
  round: number;
  outcome: SubmissionOutcome | null;
}

/** Where a move goes: a stage, the interview round it expects (optional), and the outcome of a move to `ended`. */
export interface StageTarget {
  stage: SubmissionStage;
  round?: number | null;
  reason?: SubmissionOutcome | '' | null;
}

/** The stages each stage may move to (`ended` with an outcome that `SUBMISSION_OUTCOMES_FROM` allows). */
export const STAGE_MOVES: Readonly<Record<SubmissionStage, readonly SubmissionStage[]>> = {
  // A client may offer without an interview (the portal's Offer answer), so Submitted → Offered is a move too.
  submitted: ['interviewing', 'offered', 'ended'],
  interviewing: ['interviewing', 'offered', 'ended'],
  offered: ['placed', 'ended'],
  placed: ['ended'],
  ended: [],
};

/** The final outcomes a stage may end in: an offer is declined only once made; a placement can only fall through. */
export const SUBMISSION_OUTCOMES_FROM: Readonly<Record<SubmissionStage, readonly SubmissionOutcome[]>> = {
  submitted: SUBMISSION_OUTCOME_VALUES.filter((outcome) => outcome !== 'offer-declined'),
  interviewing: SUBMISSION_OUTCOME_VALUES.filter((outcome) => outcome !== 'offer-declined'),
  offered: SUBMISSION_OUTCOME_VALUES,
  placed: ['fell-through'],
  ended: [],
};

export function isSubmissionStage(value: unknown): value is SubmissionStage {
  return typeof value === 'string' && (SUBMISSION_STAGE_VALUES as readonly string[]).includes(value);
}

export function isSubmissionOutcome(value: unknown): value is SubmissionOutcome {
  return typeof value === 'string' && (SUBMISSION_OUTCOME_VALUES as readonly string[]).includes(value);
}

/** True for the stage nothing leaves: `ended` (a final outcome). Placed still may fall through. */
export const isStageFinal = (stage: SubmissionStage): boolean => STAGE_MOVES[stage].length === 0;

/** The words of a stored outcome; a value that is not one (older data) as it is. */
export const submissionOutcomeLabel = (value: string | null | undefined): string =>
  SUBMISSION_OUTCOMES.find((outcome) => outcome.value === value)?.label ?? value ?? '';

/**
 * A stage in plain words for staff: "Submitted", "Interviewing (round 2)", "Offered", "Placed", "Ended: client
 * declined". `withOutcome: false` leaves the outcome out (for anyone who is not staff).
 */
export function stageLabel(
  state: Pick<StageState, 'stage'> & Partial<Pick<StageState, 'round' | 'outcome'>>,
  { withOutcome = true }: { withOutcome?: boolean } = {},
): string {
  const label = SUBMISSION_STAGES.find((stage) => stage.value === state.stage)?.label ?? String(state.stage);
  if (state.stage === 'interviewing') return `${label} (round ${state.round ?? 1})`;
  if (state.stage === 'ended' && withOutcome && state.outcome) {
    return `${label}: ${submissionOutcomeLabel(state.outcome).toLowerCase()}`;
  }
  return label;
}

/** The interview round a move to `interviewing` from `from` starts: the first, or the one after the current. */
export const nextInterviewRound = (from: Pick<StageState, 'stage' | 'round'>): number =>
  from.stage === 'interviewing' ? Math.max(from.round, 0) + 1 : 1;

/**
 * Why the move `from` → `to` is refused, in staff's words, or null when it is allowed (the CMS answers 400 with it).
 * A move to `ended` needs an outcome the stage allows (`SUBMISSION_OUTCOMES_FROM`); a move to `interviewing` that names
 * a round must name the next one (`nextInterviewRound`), so that a form sent twice does not skip a round.
 */
export function stageMoveProblem(from: StageState, to: StageTarget): string | null {
  if (!isSubmissionStage(to.stage)) {
    return `Unknown stage "${String(to.stage)}": use one of ${SUBMISSION_STAGE_VALUES.join(', ')}.`;
  }
  const here = stageLabel(from);
  if (isStageFinal(from.stage)) return `This submission has ended (${here}): it cannot move any more.`;
  if (from.stage === 'placed' && (to.stage !== 'ended' || to.reason !== 'fell-through')) {
    return 'A placed candidate can only fall through.';
  }
  const allowed = STAGE_MOVES[from.stage];
  if (!allowed.includes(to.stage)) {
    const hint = allowed.map((stage) => stageLabel({ stage, round: nextInterviewRound(from) })).join(', ');
    return `Cannot move from ${here} to ${stageLabel({ stage: to.stage, round: nextInterviewRound(from) })} (allowed: ${hint}).`;
  }
  if (to.stage === 'ended') {
    if (!isSubmissionOutcome(to.reason)) return 'Choose the reason for the final outcome.';
    if (!SUBMISSION_OUTCOMES_FROM[from.stage].includes(to.reason)) {
      return `“${submissionOutcomeLabel(to.reason)}” is not an outcome of ${here}: an offer can be declined only once it is made.`;
    }
  }
  if (to.stage === 'interviewing' && to.round != null && to.round !== nextInterviewRound(from)) {
    return `The next interview round is ${nextInterviewRound(from)}, not ${to.round}: the submission moved meanwhile.`;
  }
  return null;
}

/** Where a move that `stageMoveProblem` allows leaves the submission. */
export function stageAfterMove(from: StageState, to: StageTarget): StageState {
  return {
    stage: to.stage,
    round: to.stage === 'interviewing' ? nextInterviewRound(from) : from.round,
    outcome: to.stage === 'ended' && isSubmissionOutcome(to.reason) ? to.reason : null,
  };
}

/** The application status each stage stands for: a submission is Reviewed, a placement Accepted, an end Rejected. */
export const STAGE_APPLICATION_STATUS: Readonly<Record<SubmissionStage, ApplicationStatus>> = {
  submitted: 'Reviewed',
  interviewing: 'Reviewed',
  offered: 'Reviewed',
  placed: 'Accepted',
  ended: 'Rejected',
};

/**
 * The status an application in `current` moves to when its submission reaches `stage`, or null when it stays: only a
 * move the spec's `STATUS_TRANSITIONS` allows (a Pending application submitted becomes Reviewed; an Accepted one stays
 * Accepted when its placement falls through, since Accepted is final).
 */
export function applicationStatusForStage(
  current: ApplicationStatus,
  stage: SubmissionStage,
): ApplicationStatus | null {
  const wanted = STAGE_APPLICATION_STATUS[stage];
  return STATUS_TRANSITIONS[current]?.includes(wanted) ? wanted : null;
}

/** The moves staff may choose from `from`, for a select: the next round's words for Interviewing. */
export function nextStageOptions(from: StageState): Array<{ value: SubmissionStage; label: string }> {
  return STAGE_MOVES[from.stage].map((stage) => ({
    value: stage,
    label: stage === 'ended' ? 'Ended (a final outcome)' : stageLabel({ stage, round: nextInterviewRound(from) }),
  }));
}

/** The final outcomes `from` may end in, for a select. */
export const outcomeOptions = (from: Pick<StageState, 'stage'>) =>
  SUBMISSION_OUTCOMES.filter((outcome) => SUBMISSION_OUTCOMES_FROM[from.stage].includes(outcome.value));

/**
 * A move staff send (`POST /submissions/:documentId/moves` `{ data }`): the stage to move to, the interview round it
 * expects (optional), the outcome for a move to `ended` (required there, dropped elsewhere) and an optional comment
 * (`STAGE_COMMENT_MAX` characters, several lines). Whether the move is allowed is `stageMoveProblem`'s.
 */
export const stageMoveSchema = z
  .object({
    to: z.enum(SUBMISSION_STAGE_VALUES),
    round: z.number().int().min(1).nullish(),
    reason: z.union([z.literal(''), z.enum(SUBMISSION_OUTCOME_VALUES)]).default(''),
    comment: cleanedText(STAGE_COMMENT_MAX, true).default(''),
  })
  .superRefine((input, context) => {
    if (input.to === 'ended' && !input.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'Choose the reason for the final outcome.' });
    }
  })
  .transform((input) => ({ ...input, round: input.round ?? null, reason: input.to === 'ended' ? input.reason : '' }));
export type StageMoveInput = z.output<typeof stageMoveSchema>;

/** The move a client's answer in the portal makes: Interview → the next round, Offer → Offered, Not a fit → ended. */
export function clientAnswerTarget(answer: ClientAnswer): StageTarget {
  if (answer === 'interview') return { stage: 'interviewing' };
  if (answer === 'offer') return { stage: 'offered' };
  return { stage: 'ended', reason: 'client-declined' };
}

/** What a client is told when their answer cannot move the submission (the CMS's 409): never the outcome. */
export function clientAnswerProblem(from: StageState, answer: ClientAnswer): string | null {
  if (!stageMoveProblem(from, clientAnswerTarget(answer))) return null;
  if (isStageFinal(from.stage)) {
    return 'Your answer was not recorded: this candidate’s process has ended. Please contact your recruiter.';
  }
  const here = stageLabel(from, { withOutcome: false });
  return `Your answer was not recorded: this candidate stands at “${here}”, where it does not apply. Please contact your recruiter.`;
}
