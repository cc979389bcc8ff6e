import { z } from '~/lib/zod';

/**
 * Form schemas of the back-office, one per form, used by Conform in the browser and by the action on the server
 * (STYLE 4). Messages are the spec's, word for word (spec §5, §8).
 */
export const LOGIN_REQUIRED_MESSAGE = 'Please enter both identifier and password';

export const loginSchema = z.object({
  identifierType: z.enum(['email', 'username']).default('email'),
  identifier: z.string({ error: LOGIN_REQUIRED_MESSAGE }).trim().min(1, LOGIN_REQUIRED_MESSAGE),
  password: z.string({ error: LOGIN_REQUIRED_MESSAGE }).min(1, LOGIN_REQUIRED_MESSAGE),
  redirectTo: z.string().optional(),
});

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

/** The job editor (spec §5 "No required fields are enforced"); the CMS fills a slug when it is empty. */
export const jobSchema = z.object({
  documentId: z.string().optional(),
  title: z.string().trim().max(200, 'Title must be at most 200 characters').default(''),
  slug: z.string().trim().max(200).default(''),
  company: z.string().trim().max(200).default(''),
  location: z.string().trim().max(200).default(''),
  salary: z.string().trim().max(120).default(''),
  type: z.string().trim().max(60).default(''),
  experience: z.string().trim().max(120).default(''),
  skills: z.string().trim().default(''),
  description: z.string().default(''),
  posted: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Posted date must be a date')
    .optional(),
  featured: z.boolean().default(false),
  status: z.enum(['open', 'closed']).default('open'),
  category: z.string().optional(),
  author: z.string().optional(),
});
