/** Application statuses (docs/000-product.md §4 "Application status"); a new application starts Pending. */
export const APPLICATION_STATUSES = ['Pending', 'Reviewed', 'Accepted', 'Rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The moves staff may make between statuses (docs/000-product.md §4 table); Accepted and Rejected are final. */
export const STATUS_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  Pending: ['Reviewed', 'Accepted', 'Rejected'],
  Reviewed: ['Accepted', 'Rejected'],
  Accepted: [],
  Rejected: [],
};

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/** The statuses an application in `status` may move to; none for an unknown status. */
export function nextStatuses(status: string | null | undefined): readonly ApplicationStatus[] {
  return isApplicationStatus(status) ? STATUS_TRANSITIONS[status] : [];
}

/**
 * Why `from` → `to` is refused (400 from the CMS, docs/000-product.md §4), or null when the move is allowed. The
 * message names both statuses and what is allowed instead.
 */
export function statusTransitionProblem(from: ApplicationStatus, to: unknown): string | null {
  if (!isApplicationStatus(to)) return `Unknown status "${String(to)}": use one of ${APPLICATION_STATUSES.join(', ')}.`;
  const allowed = STATUS_TRANSITIONS[from];
  if (allowed.includes(to)) return null;
  const hint = allowed.length > 0 ? `allowed: ${allowed.join(', ')}` : `${from} is final`;
  return `Cannot change the status from ${from} to ${to} (${hint}).`;
}

/**
 * The agreement the apply form asks for, word for word; the CMS stores it with each application beside the time it
 * was given (`consentText`, `consentAt`: docs/015-recruiter-workflow.md "Consent"), so
 * that a later change of wording never changes what an earlier applicant agreed to. The form links the words
 * `APPLICATION_CONSENT_LINK` to the privacy policy.
 */
export const APPLICATION_CONSENT_TEXT =
  'I agree to the storage and handling of my data by this website, as described in the Privacy Policy.';
/** The words of `APPLICATION_CONSENT_TEXT` that link to /privacy. */
export const APPLICATION_CONSENT_LINK = 'Privacy Policy';

/**
 * A submission's own key (docs/007-honest-application-intake.md): a retry or a second click sends the same one and gets
 * the first answer. The CMS stores a hash of it scoped to the job and the e-mail.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w-]{16,100}$/;

/** True for a status no move leaves (Accepted, Rejected: docs/000-product.md §4); the back-office asks before moving there. */
export function isFinalStatus(status: string | null | undefined): boolean {
  return isApplicationStatus(status) && STATUS_TRANSITIONS[status].length === 0;
}
