import { errors } from '@strapi/utils';

/** Application statuses and the moves staff may make between them (spec §4 "Application status"). */
export const APPLICATION_STATUSES = ['Pending', 'Reviewed', 'Accepted', 'Rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const STATUS_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  Pending: ['Reviewed', 'Accepted', 'Rejected'],
  Reviewed: ['Accepted', 'Rejected'],
  Accepted: [],
  Rejected: [],
};

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/**
 * Checks that an application may move from `from` to `to`.
 * @throws ValidationError (400) naming both statuses when `to` is unknown or the move is not allowed.
 */
export function assertStatusTransition(from: ApplicationStatus, to: unknown): asserts to is ApplicationStatus {
  if (!isApplicationStatus(to)) {
    throw new errors.ValidationError(`Unknown status "${String(to)}": use one of ${APPLICATION_STATUSES.join(', ')}.`, {
      from,
      to,
      allowed: STATUS_TRANSITIONS[from],
    });
  }
  if (!STATUS_TRANSITIONS[from].includes(to)) {
    const allowed = STATUS_TRANSITIONS[from];
    const hint = allowed.length > 0 ? `allowed: ${allowed.join(', ')}` : `${from} is final`;
    throw new errors.ValidationError(`Cannot change the status from ${from} to ${to} (${hint}).`, {
      from,
      to,
      allowed,
    });
  }
}
