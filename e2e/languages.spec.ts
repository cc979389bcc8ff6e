import { expect, test } from './fixtures';

/**
 * English and Arabic (issue 23; docs/026-languages.md): every public page in both, right to left in Arabic, the
 * switcher keeping the page and its search, and each page telling search engines of the other. Every Arabic page's
 * layout (no sideways scroll from 320 px) and accessibility: public-quality.spec.ts.
 */

test('an Arabic page reads right to left, in Arabic, and names its English twin', async ({ page, baseURL }) => {
  await page.goto('/ar/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: 'من نحن' }),
  ).toHaveAttribute('aria-current', 'page');
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/ar/about`);
  await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}/about`);
  await expect(head.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', `${baseURL}/ar/about`);
  await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/about`);

  // The English page is untouched by a browser that prefers Arabic: the URL decides (issue 23 "URLs and language").
  await page.setExtraHTTPHeaders({ 'Accept-Language': 'ar-AE,ar;q=0.9' });
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/about`);
});

test('the Arabic face is fetched on Arabic pages only, preloaded, and never swapped in late', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('ibm-plex-sans-arabic')) fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  expect(fonts).toEqual([]);
  await page.goto('/ar/about');
  await page.waitForLoadState('networkidle');
  expect(fonts.some((path) => path.includes('arabic-400-normal'))).toBe(true);
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute('href', /arabic-400-normal/);
  const display = await page.evaluate(() =>
    [...document.fonts].map((face) => `${face.family.replace(/["']/g, '')} ${face.display}`),
  );
  expect(display).toContain('IBM Plex Sans Arabic optional');
  expect(display.filter((face) => face.startsWith('IBM Plex') && !face.endsWith('optional'))).toEqual([]);
  // Each face covers the Arabic characters its file holds, so Latin text (a name, an English title) never waits for it.
  const ranges = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.family.includes('IBM Plex')).map((face) => face.unicodeRange),
  );
  expect(ranges.length).toBeGreaterThan(0);
  for (const range of ranges) expect(range).toMatch(/^U\+600-6FF,/i);
});

test("each page's head names the RSS feeds in its own language", async ({ request, baseURL }) => {
  /** The addresses of the RSS feeds a page's head names (`<link rel="alternate" type="application/rss+xml">`). */
  const feedsOf = async (path: string) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const links = (await response.text()).match(/<link[^>]*application\/rss\+xml[^>]*>/g) ?? [];
    return links.map((link) => /href="([^"]*)"/.exec(link)?.[1]);
  };
  expect(await feedsOf('/ar/blog?workplace=remote')).toEqual([
    `${baseURL}/ar/blog/jobs.rss?workplace=remote`,
    '/ar/rss.xml',
  ]);
  expect(await feedsOf('/ar/about')).toEqual(['/ar/rss.xml']);
  expect(await feedsOf('/blog?workplace=remote')).toEqual([`${baseURL}/blog/jobs.rss?workplace=remote`, '/rss.xml']);
});

test('the switcher leads to the same page with the same search in the other language, and back', async ({ page }) => {
  await page.goto('/blog?q=engineer&workplace=remote');
  await page.getByRole('link', { name: 'العربية' }).first().click();
  await expect(page).toHaveURL(/\/ar\/blog\?q=engineer&workplace=remote$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/blog\?q=engineer&workplace=remote$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a link on an Arabic page stays in Arabic, and an unknown Arabic address is an Arabic 404', async ({ page }) => {
  await page.goto('/ar');
  await page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: 'الخدمات' }).click();
  await expect(page).toHaveURL(/\/ar\/services$/);
  const missing = await page.goto('/ar/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('عذرًا! الصفحة غير موجودة');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
