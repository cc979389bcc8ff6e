import { PLACEMENT_LOCKED_MESSAGE } from '@agency/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/lib/api-error';
import { actionAnswerOf, formWith } from '../../../test/form-data';

vi.mock('./api.server', () => ({
  changePlacement: vi.fn(),
  answerOffer: vi.fn(),
  getPlacement: vi.fn(),
  listOffers: vi.fn(),
  listPlacements: vi.fn(),
  recordOffer: vi.fn(),
  updateClientTerms: vi.fn(),
}));

const api = await import('./api.server');
const { handleOfferAction, handlePlacementAction } = await import('./placements.server');

afterEach(() => vi.clearAllMocks());

describe('the forms of offers and placements (docs/025-placements.md "Offers and placements")', () => {
  it('checks an offer with the contract before the CMS hears of it', async () => {
    const answer = actionAnswerOf(
      await handleOfferAction('token', 'submission', formWith({ intent: 'offer', salaryAmount: '0' })),
    );
    expect(answer.ok).toBe(false);
    expect(answer.fieldErrors).toMatchObject({
      salaryAmount: ['Enter the salary as a positive amount.'],
      salaryCurrency: ['Choose the currency.'],
      startDate: ['Enter the start date.'],
    });
    expect(api.recordOffer).not.toHaveBeenCalled();
  });

  it('asks why an offer was declined', async () => {
    const answer = actionAnswerOf(
      await handleOfferAction('token', 'submission', formWith({ intent: 'answer', offer: 'o1', answer: 'declined' })),
    );
    expect(answer.fieldErrors?.reason).toEqual(['Choose why the offer was declined.']);
    expect(api.answerOffer).not.toHaveBeenCalled();
  });

  it('shows a locked placement’s refusal instead of signing the member out', async () => {
    vi.mocked(api.changePlacement).mockRejectedValueOnce(new ApiError(PLACEMENT_LOCKED_MESSAGE, { status: 403 }));
    const answer = actionAnswerOf(
      await handlePlacementAction('token', 'p1', formWith({ intent: 'move', to: 'started' })),
    );
    expect(answer).toMatchObject({ ok: false, message: `Not moved: ${PLACEMENT_LOCKED_MESSAGE}` });
    // Any other 403 is the session's: it is rethrown, and the staff session ends.
    vi.mocked(api.changePlacement).mockRejectedValueOnce(new ApiError('Your role may not do this.', { status: 403 }));
    await expect(handlePlacementAction('token', 'p1', formWith({ intent: 'move', to: 'started' }))).rejects.toThrow(
      'Your role may not do this.',
    );
  });

  it('sends a fee change with its reason, and refuses one without', async () => {
    const refused = actionAnswerOf(
      await handlePlacementAction('token', 'p1', formWith({ intent: 'fee', amount: '18000' })),
    );
    expect(refused.fieldErrors?.reason).toBeDefined();
    vi.mocked(api.changePlacement).mockResolvedValueOnce({} as Awaited<ReturnType<typeof api.changePlacement>>);
    const saved = actionAnswerOf(
      await handlePlacementAction('token', 'p1', formWith({ intent: 'fee', amount: '18000', reason: 'A discount.' })),
    );
    expect(saved).toMatchObject({ ok: true, message: 'Fee changed' });
    expect(api.changePlacement).toHaveBeenCalledWith('token', 'p1', 'fee', { amount: 18000, reason: 'A discount.' });
  });
});
