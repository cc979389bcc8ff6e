import { expect, test } from './fixtures';

/** The header on a phone (docs/000-product.md §2 "Mobile: a toggled menu shows the same links"), and the links of the pages. */

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('opens and closes, its links work, and the current page is marked', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toHaveCount(0);

    // Escape closes it from inside, and the focus goes back to its button.
    await toggle.click();
    await menu.getByRole('link', { name: 'Services' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    for (const [name, path] of [
      ['Services', '/services'],
      ['About', '/about'],
      ['Testimonials', '/testimonials'],
      ['Contact', '/contact'],
      ['Blog & Jobs', '/blog'],
    ] as const) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      // The menu closes after a navigation; reopened, it marks the page we are on.
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const current = page.getByRole('navigation', { name: 'Mobile' }).locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(name);
      await page.getByRole('button', { name: 'Close menu' }).click();
    }
  });
});

test.describe('page links', () => {
  test('the home page buttons lead to the contact page, services and the job board', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    for (const name of ['Book a Meeting', 'Discuss Your Needs', 'Contact Us']) {
      for (const href of await main
        .getByRole('link', { name, exact: true })
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
        expect(href, name).toBe('/contact');
      }
    }
    await expect(main.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '/blog');
    await expect(main.getByRole('link', { name: 'See the latest job openings' })).toHaveAttribute('href', '/blog');
    await expect(main.getByRole('link', { name: 'Hire Talent' })).toHaveAttribute('href', '/hire');
  });

  test('the services page buttons lead to the hiring request and contact pages, and the footer industries to #industries', async ({
    page,
  }) => {
    await page.goto('/services');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Request Talent', exact: true })).toHaveAttribute('href', '/hire');
    for (const name of ['Talk to a Recruiter', 'Book a Meeting', 'Talk to Consultant']) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', '/contact');
    }
    await expect(main.locator('#industries').getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(main.getByRole('heading', { level: 3 })).toContainText([
      'United States',
      'United Kingdom',
      'United Arab Emirates',
      'Saudi Arabia',
      'Pakistan',
    ]);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Healthcare' }).click();
    await expect(page).toHaveURL(/\/services#industries$/);
    await expect(page.locator('#industries')).toBeInViewport();
  });

  test('the about page closes with Hire Talent and Find a Job', async ({ page }) => {
    await page.goto('/about');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Hire Talent' }).click();
    await expect(page).toHaveURL(/\/hire$/);
    await page.goBack();
    await main.getByRole('link', { name: 'Find a Job' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('the footer legal links open real pages', async ({ page }) => {
    for (const [name, heading] of [
      ['Privacy Policy', 'Privacy Policy'],
      ['Terms of Service', 'Terms of Service'],
      ['Cookie Policy', 'Cookie Policy'],
    ]) {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    await expect(page.getByRole('main')).toContainText('strictly necessary');
    await page.goto('/privacy');
    for (const field of ['full name', 'email address', 'phone number', 'cover letter', 'resume']) {
      await expect(page.getByRole('main')).toContainText(field);
    }
    // The retention periods the CMS applies (APPLICATION_RETENTION_DAYS, default 365, ENQUIRY_RETENTION_DAYS,
    // default 730; docs/015-recruiter-workflow.md).
    await expect(page.getByRole('main')).toContainText(
      'Applications and resumes: 365 days after the job you applied for closed or was removed; then they are deleted automatically.',
    );
    await expect(page.getByRole('main')).toContainText(
      'Contact enquiries: 730 days after our last exchange about them; then they are deleted automatically.',
    );
  });
});
