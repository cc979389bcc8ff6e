/** Path of the staff list of placements (docs/025-placements.md "Offers and placements"). */
export const PLACEMENTS_PATH = '/admin/placements';

/** Path of one placement's page. */
export function placementPath(documentId: string): string {
  return `${PLACEMENTS_PATH}/${encodeURIComponent(documentId)}`;
}

/** Path of a submission's offers (a resource route: the application dialog's offer part reads and posts there). */
export function submissionOffersPath(submissionDocumentId: string): string {
  return `/admin/submissions/${encodeURIComponent(submissionDocumentId)}/offers`;
}

/** A calendar day (`YYYY-MM-DD`, as offers and placements store them) in words, "4 Apr 2027"; '–' for none. */
export function calendarDay(day: string | null | undefined): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '–';
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** An amount of money in words, "20,000 AED". */
export function money(amount: number, currency: string): string {
  return `${amount.toLocaleString('en', { maximumFractionDigits: 2 })} ${currency}`.trim();
}
