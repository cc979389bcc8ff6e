import { describe, expect, it } from 'vitest';
import { APPLICATION_BULK_MAX, applicationBulkStatusSchema, bulkStatusMessage } from './application-bulk.js';

describe('applicationBulkStatusSchema', () => {
  it('takes documentIds or a filter, not both nor neither', () => {
    expect(applicationBulkStatusSchema.safeParse({ to: 'Reviewed', documentIds: ['a1'] }).success).toBe(true);
    expect(applicationBulkStatusSchema.safeParse({ to: 'Reviewed', filter: { owner: 'mine' } }).success).toBe(true);
    expect(applicationBulkStatusSchema.safeParse({ to: 'Reviewed' }).success).toBe(false);
    expect(applicationBulkStatusSchema.safeParse({ to: 'Reviewed', documentIds: ['a1'], filter: {} }).success).toBe(
      false,
    );
  });

  it('refuses an unknown status, a repeated id and more than the cap', () => {
    expect(applicationBulkStatusSchema.safeParse({ to: 'Hired', documentIds: ['a1'] }).success).toBe(false);
    expect(applicationBulkStatusSchema.safeParse({ to: 'Reviewed', documentIds: ['a1', 'a1'] }).success).toBe(false);
    const ids = Array.from({ length: APPLICATION_BULK_MAX + 1 }, (_, index) => `id${index}`);
    expect(applicationBulkStatusSchema.safeParse({ to: 'Reviewed', documentIds: ids }).success).toBe(false);
    expect(applicationBulkStatusSchema.safeParse({ to: 'Reviewed', documentIds: ids.slice(1) }).success).toBe(true);
  });
});

describe('bulkStatusMessage', () => {
  const moved = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ documentId: `m${index}`, from: 'Pending' as const }));
  const refusal = (name: string) => ({
    documentId: name,
    fullName: name,
    from: 'Accepted' as const,
    reason: 'Cannot change the status from Accepted to Reviewed (Accepted is final).',
  });

  it('says how many moved, and who could not and why', () => {
    expect(bulkStatusMessage({ to: 'Reviewed', moved: moved(12), refused: [] })).toBe('12 moved to Reviewed.');
    expect(bulkStatusMessage({ to: 'Reviewed', moved: moved(2), refused: [refusal('Ada')] })).toBe(
      '2 moved to Reviewed; 1 could not move: Ada (Cannot change the status from Accepted to Reviewed (Accepted is final)).',
    );
  });

  it('names five refusals and counts the rest', () => {
    const refused = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map(refusal);
    expect(bulkStatusMessage({ to: 'Reviewed', moved: [], refused })).toMatch(
      /^0 moved to Reviewed; 7 could not move: A .*E \(.*\) and 2 more\.$/,
    );
  });
});
