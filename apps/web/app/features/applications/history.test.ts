import { describe, expect, it } from 'vitest';
import { historyEntries } from './history';

describe('historyEntries', () => {
  it('merges status changes, the submission, its stage moves, the client’s answers and a withdrawal, oldest first', () => {
    const entries = historyEntries(
      {
        history: [
          { documentId: 'h1', from: 'Pending', to: 'Reviewed', actor: 'admin', changedAt: '2026-11-20T10:00:00.000Z' },
        ],
      },
      [
        {
          documentId: 's1',
          submittedAt: '2026-11-20T11:00:00.000Z',
          submittedBy: 'recruiter',
          summary: 'Strong.',
          withdrawnAt: '2026-11-22T09:00:00.000Z',
          stage: 'ended',
          round: 1,
          outcomeReason: 'we-declined',
          outcomeComment: '',
          stageMoves: [
            {
              from: 'submitted',
              fromRound: 0,
              to: 'interviewing',
              round: 1,
              reason: '',
              comment: '',
              actor: 'Omar Nasser (client)',
              movedAt: '2026-11-20T12:00:00.000Z',
            },
            {
              from: 'interviewing',
              fromRound: 1,
              to: 'ended',
              round: 1,
              reason: 'we-declined',
              comment: 'Salary gap.',
              actor: 'recruiter',
              movedAt: '2026-11-22T09:00:00.000Z',
            },
          ],
          answers: [
            {
              answer: 'not-a-fit',
              reason: 'salary',
              comment: '',
              contactName: 'Omar Nasser',
              answeredAt: '2026-11-21T08:00:00.000Z',
            },
          ],
        },
      ],
    );
    expect(entries.map((entry) => entry.text)).toEqual([
      'Pending → Reviewed by admin',
      'Submitted to the client by recruiter',
      'Stage Submitted → Interviewing (round 1) by Omar Nasser (client)',
      'The client answered Not a fit (Salary expectations too high): Omar Nasser',
      'Stage Interviewing (round 1) → Ended: we declined by recruiter — “Salary gap.”',
      'Withdrawn from the client',
    ]);
  });
});

describe('historyEntries: the candidate’s withdrawal', () => {
  it('says the candidate withdrew on their page (docs/025-placements.md "The candidate\'s page")', () => {
    const [entry] = historyEntries(
      {
        history: [
          { documentId: 'w1', from: 'Reviewed', to: 'Rejected', actor: 'candidate', changedAt: '2026-11-21T10:00:00Z' },
        ],
      },
      [],
    );
    expect(entry.text).toBe('Reviewed → Rejected: withdrawn by the candidate on their page');
  });
});
