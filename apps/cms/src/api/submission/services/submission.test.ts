import { STAGE_COMMENT_MAX, SUBMISSION_OUTCOME_VALUES, SUBMISSION_STAGE_VALUES } from '@agency/contract';
import { describe, expect, it } from 'vitest';
import schema from '../content-types/submission/schema.json';
import { staffSubmission, storedStage } from './submission';

type Attributes = Record<string, { enum?: string[]; maxLength?: number }>;

describe('a submission’s stage (docs/025-placements.md "Stages")', () => {
  it('is stored with the contract’s stages, outcomes and comment limit', () => {
    const attributes = schema.attributes as Attributes;
    expect(attributes.stage.enum).toEqual([...SUBMISSION_STAGE_VALUES]);
    expect(attributes.outcomeReason.enum).toEqual([...SUBMISSION_OUTCOME_VALUES]);
    expect(attributes.outcomeComment.maxLength).toBe(STAGE_COMMENT_MAX);
  });

  it('reads a row stored before stages as Submitted, or as "we declined" once withdrawn', () => {
    expect(storedStage({ stage: null, round: null, withdrawnAt: null })).toEqual({
      stage: 'submitted',
      round: 0,
      outcome: null,
    });
    expect(storedStage({ stage: null, withdrawnAt: '2026-11-20T10:00:00.000Z' })).toEqual({
      stage: 'ended',
      round: 0,
      outcome: 'we-declined',
    });
    expect(storedStage({ stage: 'interviewing', round: 2, outcomeReason: null })).toEqual({
      stage: 'interviewing',
      round: 2,
      outcome: null,
    });
    expect(storedStage({ stage: 'ended', round: 1, outcomeReason: 'client-declined' }).outcome).toBe('client-declined');
  });

  it('is part of what staff read, with its moves', () => {
    const row = {
      documentId: 's1',
      submittedAt: '2026-11-20T10:00:00.000Z',
      submittedBy: 'admin',
      summary: 'Strong.',
      withdrawnAt: null,
      answers: null,
      stage: 'offered',
      round: 1,
      outcomeReason: null,
      outcomeComment: null,
      stageMoves: 'not an array',
    };
    expect(staffSubmission(row)).toMatchObject({
      stage: 'offered',
      round: 1,
      outcomeReason: null,
      outcomeComment: '',
      stageMoves: [],
      answers: [],
    });
  });
});
