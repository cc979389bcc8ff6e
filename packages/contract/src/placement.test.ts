import { describe, expect, it } from 'vitest';
import {
  annualSalary,
  clientTermsOf,
  guaranteeEndDate,
  offerAnswerSchema,
  offerInputSchema,
  offerStatusOn,
  placementFee,
  placementLockProblem,
  placementMoveProblem,
  PLACEMENT_LOCKED_REASON_MESSAGE,
} from './placement.js';

describe('placement fees and guarantees', () => {
  it('takes 20 % of 100,000 a year: 20,000 (issue 28)', () => {
    const terms = clientTermsOf({});
    expect(terms).toMatchObject({ feeType: 'percent', feePercent: 20, guaranteeDays: 90 });
    expect(placementFee({ amount: 100_000, currency: 'AED', period: 'YEAR' }, terms)).toEqual({
      amount: 20_000,
      currency: 'AED',
    });
  });

  it('makes a year of a monthly or hourly salary', () => {
    expect(annualSalary(25_000, 'MONTH')).toBe(300_000);
    expect(annualSalary(50, 'HOUR')).toBe(104_000);
    expect(
      placementFee({ amount: 25_000, currency: 'SAR', period: 'MONTH' }, clientTermsOf({ feePercent: 15 })),
    ).toEqual({ amount: 45_000, currency: 'SAR' });
  });

  it('charges a fixed fee in the client’s currency', () => {
    const terms = clientTermsOf({ feeType: 'fixed', feeFixedAmount: 12_500, feeCurrency: 'USD' });
    expect(placementFee({ amount: 100_000, currency: 'AED', period: 'YEAR' }, terms)).toEqual({
      amount: 12_500,
      currency: 'USD',
    });
  });

  it('ends a guarantee on the calendar day, across a month and a leap day', () => {
    expect(guaranteeEndDate('2027-01-04', 90)).toBe('2027-04-04');
    expect(guaranteeEndDate('2028-02-01', 30)).toBe('2028-03-02');
  });
});

describe('placement moves', () => {
  const open = { reason: '', locked: false, admin: false };
  it('allows Placed → Started → Guarantee passed and refuses going back', () => {
    expect(placementMoveProblem('placed', 'started', open)).toBeNull();
    expect(placementMoveProblem('started', 'guarantee-passed', open)).toBeNull();
    expect(placementMoveProblem('started', 'placed', open)).toBe('A placement cannot move from Started to Placed.');
    expect(placementMoveProblem('placed', 'left-during-guarantee', { ...open, reason: 'resigned' })).toMatch(
      /cannot move/,
    );
  });
  it('needs a reason to fall through, and an Admin with a reason for a locked placement', () => {
    expect(placementMoveProblem('placed', 'fell-through', open)).toBe('Choose a reason.');
    expect(placementMoveProblem('placed', 'fell-through', { ...open, reason: 'failed-checks' })).toBeNull();
    expect(placementMoveProblem('placed', 'started', { ...open, locked: true })).toMatch(/only an Admin/);
    expect(placementMoveProblem('placed', 'started', { reason: '', locked: true, admin: true })).toMatch(/reason/);
    expect(
      placementMoveProblem('placed', 'started', { reason: '', comment: 'Client asked', locked: true, admin: true }),
    ).toBeNull();
    expect(placementLockProblem({ locked: true, admin: true, reason: '  ' })).toBe(PLACEMENT_LOCKED_REASON_MESSAGE);
    expect(placementLockProblem({ locked: false, admin: false, reason: '' })).toBeNull();
  });
});

describe('offer inputs', () => {
  it('reads a form’s offer and refuses one without a currency', () => {
    expect(
      offerInputSchema.parse({
        salaryAmount: '100000',
        salaryCurrency: 'aed',
        salaryPeriod: 'YEAR',
        startDate: '2027-01-04',
        expiresOn: '2026-12-10',
      }),
    ).toMatchObject({ salaryAmount: 100_000, salaryCurrency: 'AED' });
    expect(offerInputSchema.safeParse({ salaryAmount: 1, salaryCurrency: '', salaryPeriod: 'YEAR' }).success).toBe(
      false,
    );
  });
  it('needs a reason for a declined offer', () => {
    expect(offerAnswerSchema.safeParse({ answer: 'declined' }).success).toBe(false);
    expect(offerAnswerSchema.parse({ answer: 'accepted' })).toEqual({ answer: 'accepted', reason: '' });
  });

  it('reads an open offer past its expiry day as expired; the expiry day itself is still open', () => {
    const offer = { status: 'open', expiresOn: '2026-12-20' } as const;
    expect(offerStatusOn(offer, '2026-12-20')).toBe('open');
    expect(offerStatusOn(offer, '2026-12-21')).toBe('expired');
    expect(offerStatusOn({ ...offer, status: 'accepted' }, '2027-01-01')).toBe('accepted');
    expect(offerStatusOn({ ...offer, status: 'withdrawn' }, '2027-01-01')).toBe('withdrawn');
  });
});
