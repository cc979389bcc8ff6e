import type { Locator, Page } from '@playwright/test';
import { startWebWithDeadCms, startWebWithSlowCms } from './fixtures/web-apps';
import { isRed, textRgb, transformAfterFrames } from './fixtures/style';
import { expect, test } from './fixtures';

/**
 * The home page's article carousel (docs/000-product.md §2 "Carousel", §8, §9) against the seeded CMS: 9 published
 * articles.
 */

const carousel = (page: Page) => page.getByRole('region', { name: 'Latest articles' });
const dot = (page: Page, number: number) =>
  carousel(page).getByRole('button', { name: `Go to slide ${number}`, exact: true });

/** Labels ("3 of 9") of the slides whose card lies entirely inside the carousel's viewport (slides carry the gap as padding). */
async function visibleSlides(region: Locator): Promise<string[]> {
  return region.evaluate((root) => {
    const viewport = root.querySelector('[data-carousel-slide]')!.parentElement!.parentElement!.getBoundingClientRect();
    return [...root.querySelectorAll<HTMLElement>('[data-carousel-slide]')]
      .filter((slide) => {
        const box = slide.firstElementChild!.getBoundingClientRect();
        return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
      })
      .map((slide) => slide.getAttribute('aria-label')!);
  });
}

/**
 * Stops the page's clock (timers, animation frames, `Date`) before it loads, so that a test moves time on with
 * `page.clock.runFor` instead of waiting for it: the auto-advance's 5 seconds take none.
 */
async function pauseClock(page: Page) {
  await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-05T09:00:01Z'));
}

/** Opens the home page and waits until the carousel is interactive (its dots exist once Embla has started). */
async function openCarousel(page: Page) {
  await page.goto('/');
  await carousel(page).scrollIntoViewIfNeeded();
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
}

test.describe('article carousel', () => {
  for (const [width, slides] of [
    [375, 1],
    [768, 2],
    [1024, 2],
    [1280, 3],
  ] as const) {
    test(`shows ${slides} slide${slides > 1 ? 's' : ''} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openCarousel(page);
      await expect.poll(() => visibleSlides(carousel(page))).toHaveLength(slides);
      // Trimmed positions: the last position shows the last article in the last visible slot.
      await expect(carousel(page).getByRole('group', { name: 'Choose slide' }).getByRole('button')).toHaveCount(
        9 - slides + 1,
      );
    });
  }

  test.describe('navigation (reduced motion, so that nothing moves on its own)', () => {
    test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

    test('Next moves by one and wraps to the start after the last position', async ({ page }) => {
      await openCarousel(page);
      const next = carousel(page).getByRole('button', { name: 'Next slide' });
      await next.click();
      await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
      await expect.poll(() => visibleSlides(carousel(page))).toEqual(['2 of 9', '3 of 9', '4 of 9']);
      for (let position = 3; position <= 7; position++) {
        await next.click();
        await expect(dot(page, position)).toHaveAttribute('aria-current', 'true');
      }
      await expect.poll(() => visibleSlides(carousel(page))).toEqual(['7 of 9', '8 of 9', '9 of 9']);
      await next.click();
      await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
      await expect.poll(() => visibleSlides(carousel(page))).toEqual(['1 of 9', '2 of 9', '3 of 9']);
    });

    test('Previous wraps to the end from the first position', async ({ page }) => {
      await openCarousel(page);
      await carousel(page).getByRole('button', { name: 'Previous slide' }).click();
      await expect(dot(page, 7)).toHaveAttribute('aria-current', 'true');
      await expect(dot(page, 1)).not.toHaveAttribute('aria-current', 'true');
      await expect.poll(() => visibleSlides(carousel(page))).toEqual(['7 of 9', '8 of 9', '9 of 9']);
    });

    test('in a right-to-left page it starts at the right and runs and wraps leftwards, its arrows mirrored', async ({
      page,
    }) => {
      await page.goto('/');
      // An Arabic page has dir="rtl" on <html>; the English home page is turned round the same way here.
      await page.evaluate(() => {
        document.documentElement.dir = 'rtl';
      });
      await carousel(page).scrollIntoViewIfNeeded();
      await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
      const slideLeft = (label: string) =>
        carousel(page)
          .getByRole('group', { name: label, exact: true })
          .evaluate((slide) => slide.getBoundingClientRect().left);
      await expect.poll(() => visibleSlides(carousel(page))).toEqual(['1 of 9', '2 of 9', '3 of 9']);
      expect(await slideLeft('2 of 9')).toBeLessThan(await slideLeft('1 of 9'));

      const next = carousel(page).getByRole('button', { name: 'Next slide' });
      await next.click();
      await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
      await expect.poll(() => visibleSlides(carousel(page))).toEqual(['2 of 9', '3 of 9', '4 of 9']);
      const previous = carousel(page).getByRole('button', { name: 'Previous slide' });
      await previous.click();
      await previous.click();
      await expect(dot(page, 7)).toHaveAttribute('aria-current', 'true');
      await expect.poll(() => visibleSlides(carousel(page))).toEqual(['7 of 9', '8 of 9', '9 of 9']);

      // Previous is on the right and its chevron points right; Next on the left, pointing left.
      const nextBox = (await next.boundingBox())!;
      expect(nextBox.x).toBeLessThan((await previous.boundingBox())!.x);
      for (const button of [next, previous]) {
        expect(await button.locator('svg').evaluate((icon) => getComputedStyle(icon).scale)).toMatch(/^-1\b/);
      }
    });

    test('a dot jumps to its position, by mouse and by keyboard', async ({ page }) => {
      await openCarousel(page);
      await dot(page, 4).click();
      await expect(dot(page, 4)).toHaveAttribute('aria-current', 'true');
      await expect.poll(() => visibleSlides(carousel(page))).toEqual(['4 of 9', '5 of 9', '6 of 9']);
      await dot(page, 2).focus();
      await page.keyboard.press('Enter');
      await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
    });

    test('moves without animation', async ({ page }) => {
      await openCarousel(page);
      const track = carousel(page).locator('[data-carousel-slide]').first().locator('..');
      await carousel(page).getByRole('button', { name: 'Next slide' }).click();
      const afterTwoFrames = await transformAfterFrames(track, 2);
      await page.waitForTimeout(800);
      expect(await transformAfterFrames(track, 0)).toBe(afterTwoFrames);
    });

    test('does not advance on its own', async ({ page }) => {
      await pauseClock(page);
      await openCarousel(page);
      await expect(carousel(page)).toHaveAttribute('data-auto-advance', 'off');
      await expect(carousel(page).getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);
      await page.clock.runFor(6_000);
      await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
    });

    test('every card opens /blog/{slug} of a published article, newest first', async ({ page, cms }) => {
      await openCarousel(page);
      const slugs = await cms.publishedArticleSlugs();
      const links = carousel(page).locator('[data-carousel-slide] a');
      await expect(links).toHaveCount(9);
      const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(hrefs).toEqual(slugs.slice(0, 9).map((slug) => `/blog/${slug}`));
      // Each card shows its category, title and date.
      const first = links.first();
      await expect(first.getByRole('heading', { level: 3 })).not.toBeEmpty();
      await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
      await first.click();
      await expect(page).toHaveURL(new RegExp(`/blog/${slugs[0]}$`));
    });

    test('a cover that fails to load shows the placeholder', async ({ page }) => {
      await page.route('**/uploads/**', (route) => route.abort());
      await openCarousel(page);
      const firstSlide = carousel(page).locator('[data-carousel-slide]').first();
      await expect(firstSlide.locator('[data-cover-placeholder]')).toBeVisible();
      await expect(firstSlide.locator('img')).toHaveCount(0);
    });
  });

  test.describe('with motion', () => {
    test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'no-preference' });

    test('advances on its own after 5 seconds', async ({ page }) => {
      await pauseClock(page);
      await openCarousel(page);
      await page.mouse.move(0, 0);
      await page.clock.runFor(4_900);
      await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
      await page.clock.runFor(200);
      await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
    });

    test('animates a move over about half a second', async ({ page }) => {
      await openCarousel(page);
      const track = carousel(page).locator('[data-carousel-slide]').first().locator('..');
      await page.mouse.move(0, 0);
      // Click Next inside the page and sample the track's position on every frame for 1.5 s.
      const samples = await track.evaluate(
        (element) =>
          new Promise<Array<[number, number]>>((resolve) => {
            const position = () => new DOMMatrix(getComputedStyle(element).transform).m41;
            const found: Array<[number, number]> = [[0, position()]];
            const start = performance.now();
            document.querySelector<HTMLButtonElement>('button[aria-label="Next slide"]')!.click();
            const sample = () => {
              const elapsed = performance.now() - start;
              found.push([elapsed, position()]);
              if (elapsed < 1_500) requestAnimationFrame(sample);
              else resolve(found);
            };
            requestAnimationFrame(sample);
          }),
      );
      const from = samples[0][1];
      const to = samples[samples.length - 1][1];
      expect(to).toBeLessThan(from - 100);
      const between = samples.filter(([, x]) => x < from - 0.5 && x > to + 0.5);
      expect(between.length).toBeGreaterThan(0);
      // At rest (within half a pixel) no sooner than about 0.3 s: a transition, not a jump (embla needs ~0.6 s).
      const settledAt = samples.find(([, x]) => Math.abs(x - to) < 0.5)![0];
      expect(settledAt).toBeGreaterThan(300);
      expect(settledAt).toBeLessThan(1_500);
    });

    test('pauses while hovered and with its stop button', async ({ page }) => {
      await pauseClock(page);
      await openCarousel(page);
      await carousel(page).locator('[data-carousel-slide]').first().hover();
      await expect(carousel(page)).toHaveAttribute('data-auto-advance', 'off');
      await page.clock.runFor(5_800);
      await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');

      await page.mouse.move(0, 0);
      await expect(carousel(page)).toHaveAttribute('data-auto-advance', 'on');
      const stop = carousel(page).getByRole('button', { name: 'Stop automatic slide show' });
      await stop.click();
      await page.mouse.move(0, 0);
      await expect(carousel(page).getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
      await expect(carousel(page)).toHaveAttribute('data-auto-advance', 'off');
    });

    test('keyboard focus inside pauses it', async ({ page }) => {
      await pauseClock(page);
      await openCarousel(page);
      await page.mouse.move(0, 0);
      await expect(carousel(page)).toHaveAttribute('data-auto-advance', 'on');
      await dot(page, 3).focus();
      await page.keyboard.press('Enter');
      await expect(carousel(page)).toHaveAttribute('data-auto-advance', 'off');
      await page.clock.runFor(5_800);
      await expect(dot(page, 3)).toHaveAttribute('aria-current', 'true');
    });
  });

  test('shows a loading state while the articles are on their way after a client-side navigation', async ({ page }) => {
    const web = await startWebWithSlowCms('/api/articles', 2_500);
    try {
      await page.goto(`${web.url}/about`);
      await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Hire within 48 Hours' })).toBeVisible();
      const loading = page.getByRole('status').filter({ hasText: 'Loading articles...' });
      await expect(loading).toBeVisible();
      await expect(carousel(page)).toBeVisible({ timeout: 10_000 });
      await expect(loading).toHaveCount(0);
      await expect(carousel(page).locator('[data-carousel-slide]')).toHaveCount(9);
    } finally {
      await web.stop();
    }
  });

  test('with the CMS down: "Failed to fetch articles" in red, no carousel, the page still answers 200', async ({
    page,
  }) => {
    const web = await startWebWithDeadCms();
    try {
      const response = await page.goto(`${web.url}/`);
      expect(response?.status()).toBe(200);
      const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch articles' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('Network error:');
      expect(isRed(await textRgb(alert.getByText('Failed to fetch articles')))).toBe(true);
      await expect(page.getByRole('region', { name: 'Latest articles' })).toHaveCount(0);
      await expect(page.locator('[data-carousel-slide]')).toHaveCount(0);
      // The rest of the home page is there.
      await expect(page.getByRole('heading', { level: 1, name: 'Hire within 48 Hours' })).toBeVisible();
    } finally {
      await web.stop();
    }
  });
});
