import { ARTICLE_TEXT_LIMITS, WORDS_PER_MINUTE } from '@agency/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, expectError, loginAsAdmin, unique } from './helpers';

/**
 * The article fields of the back-office editor (docs/010-articles.md): summary (with its limit), featured, author and
 * category; the read time computed from the content on every write, whoever writes.
 */

let admin: string;

beforeAll(async () => {
  admin = await loginAsAdmin();
});

/** HTML of one paragraph of `count` words. */
const paragraph = (count: number) => `<p>${Array.from({ length: count }, (_, i) => `word${i}`).join(' ')}</p>`;

/** Creates an article as staff, published, and asserts the 201. @returns the article as the API answers it. */
async function createArticle(data: Record<string, unknown>) {
  const response = await api('POST', '/articles?status=published', {
    token: admin,
    json: { data: { title: unique('Article fields'), ...data } },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as { documentId: string; readTime: number | null; summary: string | null };
}

/** The article as a visitor reads it: by its slug, as its page does. */
async function publicArticle(documentId: string) {
  const { slug } = await draftOf(documentId);
  const response = await api(
    'GET',
    `/articles?filters[slug][$eq]=${slug}&populate[author]=true&populate[category]=true`,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.body.data).toHaveLength(1);
  return response.body.data[0];
}

/** The staff view of the article (its draft). */
async function draftOf(documentId: string) {
  const response = await api('GET', `/articles/${documentId}?status=draft`, { token: admin });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

describe('article summary, featured, author and category', () => {
  it('stores what staff give and shows it to visitors', async () => {
    const author = await api('POST', '/authors', { token: admin, json: { data: { name: unique('Writer') } } });
    const name = unique('Insight');
    const slug = name.toLowerCase().replace(/\s+/g, '-');
    const category = await api('POST', '/categories', { token: admin, json: { data: { name, slug } } });
    expect(author.status, JSON.stringify(author.body)).toBe(201);
    expect(category.status, JSON.stringify(category.body)).toBe(201);
    const summary = 'What changed in remote hiring this year, in two sentences. The rest is in the article.';
    const article = await createArticle({
      description: paragraph(10),
      summary,
      featured: true,
      author: author.body.data.documentId,
      category: category.body.data.documentId,
    });
    expect(await publicArticle(article.documentId)).toMatchObject({
      summary,
      featured: true,
      author: { name: author.body.data.name },
      category: { name: category.body.data.name },
    });
  });

  it(`refuses a summary longer than ${ARTICLE_TEXT_LIMITS.summary} characters with a 400`, async () => {
    const max = ARTICLE_TEXT_LIMITS.summary;
    expect((await createArticle({ summary: 's'.repeat(max) })).summary).toHaveLength(max);
    expectError(
      await api('POST', '/articles', {
        token: admin,
        json: { data: { title: unique('Long'), summary: 's'.repeat(max + 1) } },
      }),
      400,
    );
  });
});

describe('article read time', () => {
  it('is computed from the description and the blocks when the article is created', async () => {
    const article = await createArticle({
      description: paragraph(WORDS_PER_MINUTE * 2),
      blocks: [
        { __component: 'shared.rich-text', body: `<h2>Heading</h2>${paragraph(WORDS_PER_MINUTE * 2)}` },
        { __component: 'shared.quote', body: 'A short quote', title: 'Someone' },
      ],
      readTime: 40,
    });
    expect(article.readTime).toBe(4);
    expect((await publicArticle(article.documentId)).readTime).toBe(4);
  });

  it('follows the content on update, completed with the stored blocks, and stays when the content does not change', async () => {
    const article = await createArticle({
      description: paragraph(WORDS_PER_MINUTE),
      blocks: [{ __component: 'shared.rich-text', body: paragraph(WORDS_PER_MINUTE * 2) }],
    });
    expect(article.readTime).toBe(3);

    const longer = await api('PUT', `/articles/${article.documentId}?status=published`, {
      token: admin,
      json: { data: { description: paragraph(WORDS_PER_MINUTE * 5) } },
    });
    expect(longer.status, JSON.stringify(longer.body)).toBe(200);
    expect(longer.body.data.readTime).toBe(7);
    expect((await publicArticle(article.documentId)).readTime).toBe(7);

    const renamed = await api('PUT', `/articles/${article.documentId}`, {
      token: admin,
      json: { data: { title: unique('Renamed'), summary: 'New summary' } },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await draftOf(article.documentId)).readTime).toBe(7);

    // A read time given without content does not override the one the content gives.
    await api('PUT', `/articles/${article.documentId}`, { token: admin, json: { data: { readTime: 99 } } });
    expect((await draftOf(article.documentId)).readTime).toBe(7);
  });

  it('is empty for an article without words, unless the write gives one', async () => {
    expect((await createArticle({ description: '<p></p>' })).readTime).toBeNull();
    expect((await createArticle({ readTime: 3 })).readTime).toBe(3);
  });
});
