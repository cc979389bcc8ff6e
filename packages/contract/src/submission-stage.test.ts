import { describe, expect, it } from 'vitest';
import {
  applicationStatusForStage,
  clientAnswerProblem,
  clientAnswerTarget,
  nextStageOptions,
  outcomeOptions,
  SUBMISSION_OUTCOME_VALUES,
  stageAfterMove,
  stageLabel,
  stageMoveProblem,
  stageMoveSchema,
  type StageState,
} from './submission-stage.js';

const at = (stage: StageState['stage'], round = 0, outcome: StageState['outcome'] = null): StageState => ({
  stage,
  round,
  outcome,
});

describe('the stages of a submission', () => {
  it('run Submitted → Interviewing (1) → Interviewing (2) → Offered → Placed', () => {
    let state = at('submitted');
    for (const to of [
      { stage: 'interviewing' as const },
      { stage: 'interviewing' as const, round: 2 },
      { stage: 'offered' as const },
      { stage: 'placed' as const },
    ]) {
      expect(stageMoveProblem(state, to), JSON.stringify({ state, to })).toBeNull();
      state = stageAfterMove(state, to);
    }
    expect(state).toEqual({ stage: 'placed', round: 2, outcome: null });
    expect(stageLabel(at('interviewing', 3))).toBe('Interviewing (round 3)');
    expect(stageLabel(at('ended', 1, 'client-declined'))).toBe('Ended: client declined');
    expect(stageLabel(at('ended', 1, 'we-declined'), { withOutcome: false })).toBe('Ended');
  });

  it('let any stage that is not final end in an outcome it allows, and a placement only fall through', () => {
    for (const stage of ['submitted', 'interviewing', 'offered'] as const) {
      expect(stageMoveProblem(at(stage, 1), { stage: 'ended', reason: 'candidate-withdrew' })).toBeNull();
      expect(stageMoveProblem(at(stage, 1), { stage: 'ended' })).toBe('Choose the reason for the final outcome.');
    }
    expect(stageMoveProblem(at('offered', 1), { stage: 'ended', reason: 'offer-declined' })).toBeNull();
    expect(stageMoveProblem(at('interviewing', 1), { stage: 'ended', reason: 'offer-declined' })).toContain(
      'an offer can be declined only once it is made',
    );
    expect(stageMoveProblem(at('placed', 1), { stage: 'ended', reason: 'fell-through' })).toBeNull();
    expect(stageMoveProblem(at('placed', 1), { stage: 'ended', reason: 'we-declined' })).toBe(
      'A placed candidate can only fall through.',
    );
    expect(stageAfterMove(at('placed', 2), { stage: 'ended', reason: 'fell-through' })).toEqual(
      at('ended', 2, 'fell-through'),
    );
  });

  it('refuse going back, skipping a round, a move to the same stage and anything out of a final outcome', () => {
    expect(stageMoveProblem(at('offered', 1), { stage: 'interviewing' })).toBe(
      'Cannot move from Offered to Interviewing (round 1) (allowed: Placed, Ended).',
    );
    expect(stageMoveProblem(at('offered', 1), { stage: 'offered' })).toContain('Cannot move from Offered to Offered');
    expect(stageMoveProblem(at('submitted'), { stage: 'placed' })).toContain('Cannot move from Submitted to Placed');
    expect(stageMoveProblem(at('interviewing', 1), { stage: 'interviewing', round: 3 })).toBe(
      'The next interview round is 2, not 3: the submission moved meanwhile.',
    );
    expect(stageMoveProblem(at('placed', 1), { stage: 'offered' })).toBe('A placed candidate can only fall through.');
    for (const stage of ['submitted', 'interviewing', 'offered', 'placed', 'ended'] as const) {
      expect(stageMoveProblem(at('ended', 1, 'client-declined'), { stage, reason: 'we-declined' })).toBe(
        'This submission has ended (Ended: client declined): it cannot move any more.',
      );
    }
    expect(stageMoveProblem(at('submitted'), { stage: 'hired' as never })).toContain('Unknown stage "hired"');
  });

  it('offer the allowed moves and outcomes for the selects', () => {
    expect(nextStageOptions(at('interviewing', 1))).toEqual([
      { value: 'interviewing', label: 'Interviewing (round 2)' },
      { value: 'offered', label: 'Offered' },
      { value: 'ended', label: 'Ended (a final outcome)' },
    ]);
    expect(nextStageOptions(at('placed', 1)).map((option) => option.value)).toEqual(['ended']);
    expect(nextStageOptions(at('ended', 1, 'we-declined'))).toEqual([]);
    expect(outcomeOptions(at('placed')).map((option) => option.label)).toEqual(['Fell through']);
    expect(outcomeOptions(at('offered')).map((option) => option.value)).toEqual([...SUBMISSION_OUTCOME_VALUES]);
  });
});

describe('the application status a stage implies', () => {
  it('moves only where the spec’s transitions allow: Reviewed, then Accepted or Rejected', () => {
    expect(applicationStatusForStage('Pending', 'submitted')).toBe('Reviewed');
    expect(applicationStatusForStage('Reviewed', 'interviewing')).toBeNull();
    expect(applicationStatusForStage('Reviewed', 'placed')).toBe('Accepted');
    expect(applicationStatusForStage('Pending', 'ended')).toBe('Rejected');
    expect(applicationStatusForStage('Reviewed', 'ended')).toBe('Rejected');
    // Accepted and Rejected are final: a placement that falls through leaves Accepted as it is.
    expect(applicationStatusForStage('Accepted', 'ended')).toBeNull();
    expect(applicationStatusForStage('Rejected', 'submitted')).toBeNull();
  });
});

describe('a move’s input', () => {
  it('needs an outcome for Ended, drops it elsewhere, and bounds the comment', () => {
    expect(stageMoveSchema.safeParse({ to: 'ended' }).error?.issues[0]?.path).toEqual(['reason']);
    expect(stageMoveSchema.parse({ to: 'ended', reason: 'we-declined', comment: ' Salary gap.\n ' })).toEqual({
      to: 'ended',
      round: null,
      reason: 'we-declined',
      comment: 'Salary gap.',
    });
    expect(stageMoveSchema.parse({ to: 'offered', reason: 'we-declined' }).reason).toBe('');
    expect(stageMoveSchema.parse({ to: 'interviewing', round: 2 }).round).toBe(2);
    expect(stageMoveSchema.safeParse({ to: 'interviewing', round: 0 }).success).toBe(false);
    expect(stageMoveSchema.safeParse({ to: 'hired' }).success).toBe(false);
    expect(stageMoveSchema.safeParse({ to: 'ended', reason: 'ghosted' }).success).toBe(false);
    expect(stageMoveSchema.safeParse({ to: 'offered', comment: 'x'.repeat(1001) }).success).toBe(false);
  });
});

describe('a client’s answer', () => {
  it('moves the stage: Interview → the next round, Offer → Offered, Not a fit → client declined', () => {
    expect(clientAnswerTarget('interview')).toEqual({ stage: 'interviewing' });
    expect(clientAnswerTarget('offer')).toEqual({ stage: 'offered' });
    expect(clientAnswerTarget('not-a-fit')).toEqual({ stage: 'ended', reason: 'client-declined' });
    expect(clientAnswerProblem(at('submitted'), 'offer')).toBeNull();
    expect(clientAnswerProblem(at('interviewing', 1), 'interview')).toBeNull();
  });

  it('is refused once the submission ended or where it does not apply, never naming the outcome', () => {
    expect(clientAnswerProblem(at('ended', 1, 'we-declined'), 'offer')).toBe(
      'Your answer was not recorded: this candidate’s process has ended. Please contact your recruiter.',
    );
    expect(clientAnswerProblem(at('offered', 1), 'interview')).toContain('stands at “Offered”');
    expect(clientAnswerProblem(at('placed', 1), 'not-a-fit')).toContain('stands at “Placed”');
  });
});
