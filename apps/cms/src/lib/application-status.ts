import { statusTransitionProblem, STATUS_TRANSITIONS, type ApplicationStatus } from '@agency/contract';
import { errors } from '@strapi/utils';

/**
 * Checks that an application may move from `from` to `to` (the contract's transition table, docs/000-product.md §4).
 * @throws ValidationError (400) naming both statuses when `to` is unknown or the move is not allowed; its details
 *         carry `from`, `to` and the statuses `allowed` from `from`.
 */
export function assertStatusTransition(from: ApplicationStatus, to: unknown): asserts to is ApplicationStatus {
  const problem = statusTransitionProblem(from, to);
  if (problem) throw new errors.ValidationError(problem, { from, to, allowed: STATUS_TRANSITIONS[from] });
}
