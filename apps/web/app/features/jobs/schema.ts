import { z } from '~/lib/zod';

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
