import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures/admin';
import { jobCards } from './fixtures';
import { contrastRatio, installColorProbe, ratioText, type Rgb } from './fixtures/style';

/**
 * Contrast of what axe-core does not check (WCAG 2.2 1.4.11 Non-text Contrast, 1.4.3 for placeholders), computed
 * from the rendered styles of the public and staff forms:
 * - the border of every text box, select and text area reaches 3:1 against the box's fill and against what is
 *   around it (Tailwind's slate-300 on white was 1.49:1); a checkbox drawn by the site (`appearance: none`) too;
 * - placeholder text reaches 4.5:1 against the box's fill (slate-400 was 2.63:1);
 * - every focus ring met by pressing Tab through a page reaches 3:1 against what is behind it (the footer logo's
 *   brand-600 on the dark footer was 2.96:1);
 * - the staff sign-in's Email/Username toggle shows the chosen one by a 3:1 boundary and a heavier weight, not only
 *   a faint background.
 * Not checked: file pickers (their button is named by its text) and checkboxes with the browser's own look
 * (`appearance: auto`: Chromium paints their border #767676, 4.54:1 on white, which no computed style shows).
 */

interface ControlStyle {
  name: string;
  appearance: string;
  borders: Rgb[];
  fill: Rgb;
  outside: Rgb;
  placeholder: Rgb | null;
}

/** The rendered colours of every visible form control of the page (honeypots and hidden inputs left out). */
function controlStyles(page: Page): Promise<ControlStyle[]> {
  return page.evaluate(() => {
    const probe = window.colorProbe;
    const controls = [
      ...document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
        'input:not([type=hidden]):not([type=file]), select, textarea',
      ),
    ].filter((control) => control.getClientRects().length > 0 && !control.closest('[aria-hidden="true"]'));
    return controls.map((control) => {
      const style = getComputedStyle(control);
      const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
      const borders = sides
        .filter(
          (side) =>
            style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
            parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
        )
        .map((side) => probe.over(style.getPropertyValue(`border-${side.toLowerCase()}-color`), control));
      const placeholder = control.getAttribute('placeholder')
        ? probe.over(getComputedStyle(control, '::placeholder').color, control)
        : null;
      const label =
        control.getAttribute('aria-label') ??
        (control.labels?.[0]?.textContent ?? control.getAttribute('name') ?? control.id).trim();
      return {
        name: `${control.tagName.toLowerCase()}${control instanceof HTMLInputElement ? `[type=${control.type}]` : ''} "${label}"`,
        appearance: style.appearance,
        borders,
        fill: probe.background(control),
        outside: probe.background(control.parentElement!),
        placeholder,
      };
    });
  });
}

/** What falls short among the controls `page` shows now, one line each, prefixed with `label`. */
async function controlFailures(page: Page, label: string): Promise<string[]> {
  const failures: string[] = [];
  const controls = await controlStyles(page);
  expect(controls.length, `form controls on ${label}`).toBeGreaterThan(0);
  for (const control of controls) {
    const nativeBox = control.appearance !== 'none' && /\[type=(checkbox|radio)\]/.test(control.name);
    if (!nativeBox) {
      if (control.borders.length === 0) failures.push(`${label} ${control.name}: no border`);
      const ratio = Math.min(
        ...control.borders.flatMap((border) => [
          contrastRatio(border, control.fill),
          contrastRatio(border, control.outside),
        ]),
      );
      if (ratio < 3) failures.push(`${label} ${control.name}: border ${ratioText(ratio)}`);
    }
    if (control.placeholder) {
      const ratio = contrastRatio(control.placeholder, control.fill);
      if (ratio < 4.5) failures.push(`${label} ${control.name}: placeholder ${ratioText(ratio)}`);
    }
  }
  return failures;
}

/** A page of a new browser context without the staff session, with the colour probe. */
async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await installColorProbe(page);
  return page;
}

/** The href of the first job of the board. */
async function firstJobPath(page: Page): Promise<string> {
  await page.goto('/blog');
  return (await jobCards(page).first().getByRole('link').getAttribute('href'))!;
}

test.describe('contrast of form controls (WCAG 1.4.11, 1.4.3)', () => {
  test('public forms: contact, apply, job search and job alert; staff sign-in', async ({ browser }) => {
    const page = await visitorPage(browser);
    const failures: string[] = [];
    const jobPath = await firstJobPath(page);
    for (const path of ['/contact', jobPath, '/blog', '/admin/login']) {
      await page.goto(path);
      failures.push(...(await controlFailures(page, path)));
    }
    // The apply form's agreement box is drawn by the site, so that its border (checked above) is what shows.
    await page.goto(jobPath);
    const consent = page.getByRole('checkbox', { name: /I agree to the storage and handling of my data/ });
    if ((await consent.evaluate((box) => getComputedStyle(box).appearance)) !== 'none') {
      failures.push(`${jobPath} the agreement box: drawn by the browser, not by its styles`);
    }
    expect(failures).toEqual([]);
    await page.context().close();
  });

  test('staff forms: article editor, job editor, lists and personal data', async ({ page }) => {
    test.setTimeout(60_000);
    await installColorProbe(page);
    const failures: string[] = [];
    for (const path of ['/admin/blogs/new', '/admin/blogs', '/blog/admin/applications', '/admin/personal-data']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      failures.push(...(await controlFailures(page, path)));
    }
    await page.goto('/admin/jobs');
    failures.push(...(await controlFailures(page, '/admin/jobs')));
    await page.getByRole('button', { name: 'Add Job' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    failures.push(...(await controlFailures(page, '/admin/jobs Add Job')));
    expect(failures).toEqual([]);
  });
});

/** The focused element's outline: its colour over what lies behind it, and a description; null without a ring. */
function focusRing(page: Page) {
  return page.evaluate(async () => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    // Buttons fade their ring in (Tailwind's transition-colors includes outline-color): read it once it is there.
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
    const style = getComputedStyle(element);
    const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0) return { name, ring: null };
    // Chromium's own ring (`outline-style: auto`) is two-toned, dark and light, and shows on any background.
    if (style.outlineStyle === 'auto') return { name, ring: 'auto' as const };
    // A ring drawn outside the element lies on its parent's background; one drawn inside, on its own.
    const inside = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) <= 0;
    const behind = inside ? element : element.parentElement!;
    const [red, green, blue, alpha] = window.colorProbe.rgba(style.outlineColor);
    return {
      name,
      ring: window.colorProbe.backgrounds(behind).map((base) => ({
        color: base.map((channel, index) => [red, green, blue][index] * alpha + channel * (1 - alpha)) as Rgb,
        behind: base,
      })),
    };
  });
}

for (const entry of [
  { name: 'the home page', path: async () => '/' },
  { name: 'a job page', path: firstJobPath },
]) {
  test(`every focus ring met with Tab on ${entry.name}, down to the footer, reaches 3:1 against its background`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const page = await visitorPage(browser);
    await page.goto(await entry.path(page));
    const failures: string[] = [];
    let footerLogo = false;
    // Forward through every focusable element, to the footer's last link.
    for (let step = 0; step < 200; step += 1) {
      await page.keyboard.press('Tab');
      const found = await focusRing(page);
      if (!found) break;
      const inFooter = await page.evaluate(() => Boolean(document.activeElement?.closest('footer')));
      if (inFooter && found.name.includes('Northstar Talent')) footerLogo = true;
      if (found.ring === null) failures.push(`${found.name}: no focus ring`);
      else if (found.ring !== 'auto') {
        const ratio = Math.min(...found.ring.map(({ color, behind }) => contrastRatio(color, behind)));
        if (ratio < 3) failures.push(`${found.name}${inFooter ? ' (footer)' : ''}: ring ${ratioText(ratio)}`);
      }
      if (await page.evaluate(() => document.activeElement === [...document.querySelectorAll('footer a')].at(-1)))
        break;
    }
    expect(footerLogo, 'Tab reached the footer logo').toBe(true);
    expect(failures).toEqual([]);
    await page.context().close();
  });
}

test('the sign-in toggle shows the chosen way by a 3:1 boundary and heavier text, and says it is pressed', async ({
  browser,
}) => {
  const page = await visitorPage(browser);
  await page.goto('/admin/login');
  const email = page.getByRole('button', { name: 'Email', exact: true });
  const username = page.getByRole('button', { name: 'Username', exact: true });
  const look = (name: 'Email' | 'Username') =>
    page.getByRole('button', { name, exact: true }).evaluate((button) => {
      const style = getComputedStyle(button);
      return {
        border: window.colorProbe.over(style.borderTopColor, button),
        borderWidth: parseFloat(style.borderTopWidth),
        track: window.colorProbe.background(button.parentElement!),
        weight: Number(style.fontWeight),
      };
    });
  await expect(email).toHaveAttribute('aria-pressed', 'true');
  await expect(username).toHaveAttribute('aria-pressed', 'false');
  for (const [chosen, other] of [
    ['Email', 'Username'],
    ['Username', 'Email'],
  ] as const) {
    if (chosen === 'Username') {
      await username.focus();
      await page.keyboard.press('Space');
      await expect(username).toHaveAttribute('aria-pressed', 'true');
      await expect(email).toHaveAttribute('aria-pressed', 'false');
    }
    const [on, off] = [await look(chosen), await look(other)];
    expect(on.borderWidth, `${chosen}: a border`).toBeGreaterThanOrEqual(2);
    expect(contrastRatio(on.border, on.track), `${chosen}: its border against the track`).toBeGreaterThanOrEqual(3);
    expect(on.weight, `${chosen}: heavier than ${other}`).toBeGreaterThan(off.weight);
  }
  await page.context().close();
});
