import { z } from '~/lib/zod';

/**
 * The article editor's schema, used by the browser checks and by the action on the server (STYLE 4). Messages are
 * the spec's, word for word (spec §5, §8).
 */
export const TITLE_REQUIRED = 'Title is required';
export const CONTENT_REQUIRED = 'Content is required';
export const FIX_ERRORS_BANNER = 'Please fix the errors above.';

/** True when editor HTML has no text (TipTap leaves `<p></p>` in an empty editor). */
export function isEmptyHtml(html: string | null | undefined): boolean {
  return !(html ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

/** The article editor (spec §5): title and content required; publish date empty = Draft; cover optional. */
export const articleSchema = z.object({
  title: z
    .string({ error: TITLE_REQUIRED })
    .trim()
    .min(1, TITLE_REQUIRED)
    .max(200, 'Title must be at most 200 characters'),
  description: z.string({ error: CONTENT_REQUIRED }).refine((html) => !isEmptyHtml(html), CONTENT_REQUIRED),
  publishedAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Publish date must be a date')
    .optional(),
  cover: z.coerce.number().int().positive().optional(),
});
