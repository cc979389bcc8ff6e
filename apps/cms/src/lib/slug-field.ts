import type { Core } from '@strapi/strapi';
import { uniqueSlug } from './slug';

type Data = Record<string, unknown> & { title?: unknown; slug?: unknown };

/**
 * Fills `data.slug` from the title when the caller left it empty (spec §5: generated "when creating or when
 * the slug is empty"), unique within the content type. Leaves a given slug alone.
 */
export async function withSlug(
  strapi: Core.Strapi,
  uid: 'api::job.job' | 'api::article.article',
  data: Data,
  currentTitle?: string,
): Promise<Data> {
  const hasSlug = typeof data.slug === 'string' && data.slug.trim() !== '';
  if (hasSlug || (!('slug' in data) && currentTitle !== undefined)) return data;
  const title = typeof data.title === 'string' ? data.title : (currentTitle ?? '');
  const slug = await uniqueSlug(
    title,
    async (candidate) => {
      const count = await strapi.db.query(uid).count({ where: { slug: candidate } });
      return count > 0;
    },
    uid === 'api::job.job' ? 'job' : 'article',
  );
  return { ...data, slug };
}
