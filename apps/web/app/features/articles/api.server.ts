import {
  ARTICLE_CARD_POPULATE,
  ARTICLE_PAGE_POPULATE,
  PUBLIC_ARTICLE_SORT,
  z,
  type ContentLocale,
} from '@agency/contract';
import { ApiError } from '~/lib/api-error';
import { cmsFields, cmsList, cmsRequest, listSchema, parse, type Pagination } from '~/lib/cms-client.server';
import { mediaPath } from '~/lib/media';
import { toArticle, type Article, type CmsArticle } from './articles';

const { text, media, named, relation } = cmsFields;

/**
 * Articles in the CMS, server only: the public blog's reads (published articles) and the staff editor's calls
 * (drafts included, cover upload; docs/000-product.md §14).
 * @throws ApiError (docs/000-product.md §8 message rule) for any failure.
 */

/** The fields of an article that the public and staff read alike. */
const articleFields = {
  description: text,
  summary: text,
  readTime: z.number().nullish(),
  featured: z.boolean().nullish(),
  publishedAt: text,
  createdAt: text,
  updatedAt: text,
};

const articleSchema: z.ZodType<CmsArticle> = z.object({
  id: z.number(),
  documentId: z.string(),
  slug: z.string(),
  title: text,
  ...articleFields,
  cover: media,
  author: named,
  category: named,
  blocks: z.array(z.object({ __component: z.string(), body: text, title: text, caption: text, file: media })).nullish(),
  language: z.enum(['en', 'ar']).nullish(),
});

/** The `locale` query of a public read in `language`: `ar` asks for the Arabic versions; English for nothing. */
const localeQuery = (language: ContentLocale): { locale?: 'ar' } => (language === 'ar' ? { locale: 'ar' } : {});

/**
 * Published articles, newest first, without their blocks (cards and the home carousel; docs/000-product.md §7 GET
 * /articles); with `language` 'ar', the Arabic text of those with a published Arabic version.
 */
export async function listArticles({
  page = 1,
  pageSize = 9,
  language = 'en',
}: { page?: number; pageSize?: number; language?: ContentLocale } = {}): Promise<{
  articles: Article[];
  pagination: Pagination;
}> {
  const { data, pagination } = await cmsList('/articles', articleSchema, {
    query: {
      ...localeQuery(language),
      populate: ARTICLE_CARD_POPULATE,
      sort: PUBLIC_ARTICLE_SORT,
      pagination: { page, pageSize },
    },
  });
  return { articles: data.map(toArticle), pagination };
}

/**
 * The published article with this slug, with its blocks, or null (docs/000-product.md §7: filter slug equals, first
 * result); its Arabic text when `language` is 'ar' and it has a published Arabic version.
 */
export async function findArticleBySlug(slug: string, language: ContentLocale = 'en'): Promise<Article | null> {
  const body = await cmsRequest('/articles', {
    query: {
      ...localeQuery(language),
      filters: { slug: { $eq: slug } },
      populate: ARTICLE_PAGE_POPULATE,
    },
  });
  const { data } = parse(listSchema(articleSchema), body);
  return data[0] ? toArticle(data[0]) : null;
}

/** A media file's URL as pages link it (`/uploads/<name>`, lib/media.ts); one that is not a media file's, unchanged. */
const mediaUrl = z.string().transform((url) => mediaPath(url) ?? url);

const adminArticleSchema = z.object({
  id: z.number(),
  documentId: z.string(),
  title: text,
  slug: text,
  ...articleFields,
  cover: z.object({ id: z.number(), url: mediaUrl }).nullish(),
  author: relation,
  category: relation,
  /** Only where the editor asks for them (their words count in the read time). */
  blocks: z.array(z.object({ __component: z.string(), body: text })).nullish(),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;

/**
 * One page of articles, newest first, each article once with its published date or null for a Draft
 * (the CMS's staff view, `status=draft`), optionally only those whose title or description contains `search`
 * (case-insensitive).
 */
export async function listAdminArticles(
  token: string,
  { page, pageSize, search }: { page: number; pageSize: number; search: string },
): Promise<{ articles: AdminArticle[]; pagination: Pagination }> {
  const { data, pagination } = await cmsList('/articles', adminArticleSchema, {
    token,
    query: {
      status: 'draft',
      populate: { cover: true, author: { fields: ['name'] }, category: { fields: ['name'] } },
      sort: ['createdAt:desc', 'id:desc'],
      pagination: { page, pageSize },
      ...(search
        ? { filters: { $or: [{ title: { $containsi: search } }, { description: { $containsi: search } }] } }
        : {}),
    },
  });
  return { articles: data, pagination };
}

/** One article as the editor loads it, or null when there is none with this documentId. */
export async function getAdminArticle(token: string, documentId: string): Promise<AdminArticle | null> {
  try {
    const body = await cmsRequest(`/articles/${encodeURIComponent(documentId)}`, {
      token,
      query: {
        status: 'draft',
        populate: { cover: true, author: { fields: ['name'] }, category: { fields: ['name'] }, blocks: true },
      },
    });
    return parse(z.object({ data: adminArticleSchema }), body).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * What the article editor saves: `publishedAt` empty = Draft; `cover` is a media file id, `category` and `author`
 * documentIds, null to clear any of them or the summary. The CMS computes the read time from the content.
 */
export interface ArticleInput {
  title: string;
  slug?: string;
  description: string;
  summary: string | null;
  publishedAt: string | null;
  cover: number | null;
  featured: boolean;
  category: string | null;
  author: string | null;
}

/** `POST /articles` or `PUT /articles/{documentId}`; returns the saved article's documentId. */
export async function saveArticle(token: string, documentId: string | null, input: ArticleInput): Promise<string> {
  const body = await cmsRequest(documentId ? `/articles/${encodeURIComponent(documentId)}` : '/articles', {
    method: documentId ? 'PUT' : 'POST',
    token,
    query: { status: 'draft' },
    body: { data: input },
  });
  return parse(z.object({ data: z.object({ documentId: z.string() }) }), body).data.documentId;
}

/** `DELETE /articles/{documentId}` (draft and published versions). */
export async function deleteArticle(token: string, documentId: string): Promise<void> {
  await cmsRequest(`/articles/${encodeURIComponent(documentId)}`, { method: 'DELETE', token });
}

/** `POST /upload` with one image under `files`; returns the media file's id and its site-relative URL (`/uploads/…`). */
export async function uploadCover(token: string, file: File): Promise<{ id: number; url: string }> {
  const form = new FormData();
  form.set('files', file, file.name || 'upload.bin');
  const body = await cmsRequest('/upload', { method: 'POST', token, body: form });
  const [uploaded] = parse(z.array(z.object({ id: z.number(), url: mediaUrl })).min(1), body);
  return uploaded;
}

const optionSchema = z.object({ documentId: z.string(), name: z.string() });
export type ArticleOption = z.infer<typeof optionSchema>;

/**
 * Categories and authors for the article editor's selects, by name. Every category is offered: the CMS has one
 * category type for jobs and articles (docs/010-articles.md).
 */
export async function listArticleOptions(
  token: string,
): Promise<{ categories: ArticleOption[]; authors: ArticleOption[] }> {
  const query = { fields: ['name'], sort: 'name:asc', pagination: { pageSize: 100 } };
  const [categories, authors] = await Promise.all([
    cmsList('/categories', optionSchema, { token, query: { ...query, filters: { kind: { $eq: 'article' } } } }),
    cmsList('/authors', optionSchema, { token, query }),
  ]);
  return { categories: categories.data, authors: authors.data };
}
