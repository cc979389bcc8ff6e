import { errors } from '@strapi/utils';

/**
 * The back-office's article publication field (docs/000-product.md §3/§4: "publishedAt (empty means Draft)"): `null`,
 * `''` → Draft; an ISO date or date-time → published with that date.
 * @returns `undefined` when the request does not touch publication, `null` for Draft, else the Date.
 * @throws ValidationError (400) for anything else.
 */
export function readPublishedAt(data: Record<string, unknown>): Date | null | undefined {
  if (!('publishedAt' in data)) return undefined;
  const value = data.publishedAt;
  if (value === null || value === '') return null;
  if (typeof value === 'string') {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date;
  }
  throw new errors.ValidationError('publishedAt must be empty (Draft) or a date.', {
    errors: [{ path: ['publishedAt'], message: 'publishedAt must be empty or a date', name: 'ValidationError' }],
  });
}
