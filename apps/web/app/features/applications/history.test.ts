import { describe, expect, it } from 'vitest';
import { historyEntries } from './history';

describe('historyEntries', () => {
  it('merges status changes, the submission, the client’s answers and a withdrawal, oldest first', () => {
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
      'The client answered Not a fit (Salary expectations too high): Omar Nasser',
      'Withdrawn from the client',
    ]);
  });
});
