import { errors } from '@strapi/utils';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, isApplicationStatus, type ApplicationStatus } from '@agency/contract';
import { assertStatusTransition } from './application-status';

/** The transition table of docs/000-product.md §4, written out here so that a change to the code's table shows up as a failure. */
const ALLOWED: Record<ApplicationStatus, ApplicationStatus[]> = {
  Pending: ['Reviewed', 'Accepted', 'Rejected'],
  Reviewed: ['Accepted', 'Rejected'],
  Accepted: [],
  Rejected: [],
};

const STATUSES: ApplicationStatus[] = ['Pending', 'Reviewed', 'Accepted', 'Rejected'];
const pairs = STATUSES.flatMap((from) => STATUSES.map((to) => ({ from, to, allowed: ALLOWED[from].includes(to) })));

/** Runs `fn` and returns what it threw. */
function thrown(fn: () => void): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('assertStatusTransition', () => {
  it.each(pairs.filter((pair) => pair.allowed))('allows $from → $to', ({ from, to }) => {
    expect(() => assertStatusTransition(from, to)).not.toThrow();
  });

  it.each(pairs.filter((pair) => !pair.allowed))(
    'refuses $from → $to with a 400 naming both statuses',
    ({ from, to }) => {
      const error = thrown(() => assertStatusTransition(from, to));
      expect(error).toBeInstanceOf(errors.ValidationError);
      const message = (error as Error).message;
      expect(message).toContain(from);
      expect(message).toContain(to);
      expect((error as errors.ValidationError).details).toEqual({ from, to, allowed: ALLOWED[from] });
    },
  );

  it.each(['Accepted', 'Rejected'] as const)('says that %s is final', (from) => {
    expect(() => assertStatusTransition(from, 'Pending')).toThrow(`${from} is final`);
  });

  it('lists the allowed moves when a move from Reviewed is refused', () => {
    expect(() => assertStatusTransition('Reviewed', 'Pending')).toThrow('allowed: Accepted, Rejected');
  });

  it.each([['Archived'], ['pending'], [''], [undefined], [null], [3]])(
    'refuses the unknown status %j with a 400',
    (to) => {
      const error = thrown(() => assertStatusTransition('Pending', to));
      expect(error).toBeInstanceOf(errors.ValidationError);
      expect((error as Error).message).toBe(
        `Unknown status "${String(to)}": use one of Pending, Reviewed, Accepted, Rejected.`,
      );
    },
  );
});

describe('isApplicationStatus', () => {
  it('knows exactly the four statuses', () => {
    expect(APPLICATION_STATUSES).toEqual(STATUSES);
    for (const status of STATUSES) expect(isApplicationStatus(status)).toBe(true);
    for (const value of ['PENDING', 'accepted', 'Closed', '', null, undefined, 1, {}])
      expect(isApplicationStatus(value)).toBe(false);
  });
});
