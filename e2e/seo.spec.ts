import { expect, jobCards, readSitemap, test } from './fixtures';
import type { Page } from '@playwright/test';

/** Every JSON-LD block of the page, parsed (a block that does not parse fails the test). */
async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe('search engines and sharing', () => {
  test('job pages carry JobPosting JSON-LD with the required properties, matching the page', async ({ page }) => {
    await page.goto('/blog');
    await jobCards(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/jobs\/[a-z0-9-]+$/);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    const [posting] = (await jsonLd(page)).filter((block) => block['@type'] === 'JobPosting');
    expect(posting).toBeDefined();
    expect(posting.title).toBe(await page.getByRole('heading', { level: 1 }).textContent());
    expect(String(posting.description)).toContain('<p>');
    expect(String(posting.datePosted)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(posting.hiringOrganization).toMatchObject({ '@type': 'Organization', name: expect.any(String) });
    expect(posting.jobLocation ?? posting.jobLocationType).toBeTruthy();
    expect(posting.employmentType).toMatch(/^[A-Z_]+$/);
    const company = (posting.hiringOrganization as { name: string }).name;
    await expect(page.getByText(company, { exact: true }).first()).toBeVisible();
  });

  test('closed jobs have no JobPosting; remote jobs are TELECOMMUTE', async ({ page, cms }) => {
    const closed = await cms.adminGet<{ data: Array<{ slug: string }> }>('/jobs?filters[status][$eq]=closed');
    await page.goto(`/jobs/${closed.data[0].slug}`);
    expect((await jsonLd(page)).filter((block) => block['@type'] === 'JobPosting')).toHaveLength(0);

    const remote = await cms.adminGet<{ data: Array<{ slug: string }> }>(
      '/jobs?filters[status][$eq]=open&filters[location][$containsi]=remote',
    );
    await page.goto(`/jobs/${remote.data[0].slug}`);
    const [posting] = (await jsonLd(page)).filter((block) => block['@type'] === 'JobPosting');
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
  });

  test('article pages carry BlogPosting JSON-LD and article sharing tags', async ({ page }) => {
    await page.goto('/blog/how-to-hire-a-senior-developer-in-48-hours');
    const [posting] = (await jsonLd(page)).filter((block) => block['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: 'How to Hire a Senior Developer in 48 Hours',
      author: { '@type': 'Person', name: 'Sarah Mitchell' },
    });
    expect(String(posting.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((posting.image as string[])[0]).toMatch(/^http.*\/uploads\/.+\.jpg$/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/uploads\/.+\.jpg$/);
  });

  test('pages have their own title, description, canonical URL and sharing tags', async ({ page, baseURL }) => {
    const seen = new Set<string>();
    const paths = ['/', '/about', '/services', '/testimonials', '/contact', '/hire', '/privacy', '/terms', '/cookies'];
    for (const path of [...paths, '/blog', '/blog?page=2', '/blog/how-to-hire-a-senior-developer-in-48-hours']) {
      await page.goto(path);
      const title = await page.title();
      expect(seen.has(title)).toBe(false);
      seen.add(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    }
  });

  test('the home page describes the agency as an Organization', async ({ page }) => {
    await page.goto('/');
    const [organization] = (await jsonLd(page)).filter((block) => block['@type'] === 'Organization');
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Northstar Talent',
      url: expect.stringMatching(/^https?:\/\/[^/]+\/$/),
      logo: expect.stringMatching(/\/images\/logo\.svg$/),
      areaServed: expect.arrayContaining([
        'Europe',
        'United Arab Emirates',
        'United States',
        'United Kingdom',
        'Middle East',
      ]),
    });
    expect(organization.contactPoint).toHaveLength(3);
    const logo = await page.request.get(String(organization.logo).replace(/^https?:\/\/[^/]+/, ''));
    expect(logo.ok()).toBe(true);
  });

  test('the sitemap lists static pages, open jobs and published articles with lastmod', async ({
    request,
    cms,
    baseURL,
  }) => {
    // A sitemap index whose files list the pages.
    const sitemap = await readSitemap(request);
    expect(sitemap.contentType).toContain('application/xml');
    expect(sitemap.files).toEqual([
      `${baseURL}/sitemaps/pages.xml`,
      `${baseURL}/sitemaps/jobs-1.xml`,
      `${baseURL}/sitemaps/articles-1.xml`,
      `${baseURL}/sitemaps/ar-pages.xml`,
      `${baseURL}/sitemaps/ar-jobs-1.xml`,
      `${baseURL}/sitemaps/ar-articles-1.xml`,
    ]);
    for (const part of sitemap.parts) expect(part.contentType).toContain('application/xml');
    const { locs } = sitemap;
    const xml = sitemap.parts.map((part) => part.xml).join('');
    expect(locs).toContain(`${baseURL}/`);
    expect(locs).toContain(`${baseURL}/blog`);
    // Each page in Arabic too, and each names its twins (docs/026-languages.md).
    expect(locs).toContain(`${baseURL}/ar`);
    expect(locs).toContain(`${baseURL}/ar/blog`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${baseURL}/ar/blog"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/blog"/>`);
    // 40 demo jobs: 4 closed and 1 past its closing date (docs/012-structured-data-and-feeds.md).
    const english = locs.filter((loc) => !loc.startsWith(`${baseURL}/ar`));
    expect(english.filter((loc) => loc.includes('/jobs/')).length).toBeGreaterThanOrEqual(35);
    expect(english.filter((loc) => loc.includes('/blog/')).length).toBeGreaterThanOrEqual(9);
    expect(locs.filter((loc) => loc.startsWith(`${baseURL}/ar/jobs/`)).length).toBe(
      english.filter((loc) => loc.includes('/jobs/')).length,
    );
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}/);
    const closed = await cms.adminGet<{ data: Array<{ slug: string }> }>('/jobs?filters[status][$eq]=closed');
    for (const job of closed.data) {
      expect(locs).not.toContain(`${baseURL}/jobs/${job.slug}`);
      expect(locs).not.toContain(`${baseURL}/ar/jobs/${job.slug}`);
    }
    expect(locs.some((loc) => loc.includes('hiring-outlook-for-next-year-draft'))).toBe(false);
  });

  test('robots.txt keeps /admin out and points to the sitemap; the RSS feed lists articles', async ({
    request,
    baseURL,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

    const rss = await request.get('/rss.xml');
    expect(rss.headers()['content-type']).toContain('application/rss+xml');
    const xml = await rss.text();
    expect(xml).toContain('<rss version="2.0"');
    expect([...xml.matchAll(/<item>/g)].length).toBeGreaterThanOrEqual(9);
    expect(xml).toContain(`<link>${baseURL}/blog/how-to-hire-a-senior-developer-in-48-hours</link>`);
  });
});
