import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import { freePort } from '../scripts/lib/processes.mjs';
import { expect, jobCards, test, uniqueEmail } from './fixtures';

/**
 * Cross-site applications (docs/017-security-audit.md): a page of another site (here http://127.0.0.1:<port>, another
 * origin than the site's http://localhost:<port>) makes its visitor's browser send applications to the site, by script
 * (a no-cors `fetch`, which needs no CORS permission for a multipart body) and by a form that submits itself. The site
 * refuses both with 400, on its upload endpoint as on the job page's own action, and stores nothing; the visitor can
 * still apply on the site itself.
 */

const site = process.env.E2E_BASE_URL!;
let attacker: Server;
let attackerOrigin: string;

/** The hostile pages, given the job to apply to (read by the attacker from the site's own job page). */
function hostilePage(path: string, query: URLSearchParams): string {
  const values = JSON.stringify(Object.fromEntries(query)).replace(/</g, '\\u003c');
  const application = `
    function application(email) {
      const values = ${values};
      const form = new FormData();
      const fields = { idempotencyKey: crypto.randomUUID().replace(/-/g, ''), job: values.job, fullName: 'Sam Visitor',
        email, phone: '+44 20 7946 0958', coverLetter: 'Sent by another site.', consent: 'on' };
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      form.set('resume', new File(['%PDF-1.4\\n%%EOF\\n'], 'cv.pdf', { type: 'application/pdf' }));
      return form;
    }`;
  if (path === '/prize') {
    return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Win a prize</title>
      <h1>Win a prize</h1>
      <form id="draw"><label>Your e-mail <input name="email" type="email"></label><button>Enter the draw</button></form>
      <script>${application}
        document.getElementById('draw').addEventListener('submit', async (event) => {
          event.preventDefault();
          const email = new FormData(event.target).get('email');
          await fetch(${JSON.stringify(`${site}/resources/job-applications`)}, {
            method: 'POST', mode: 'no-cors', credentials: 'include', body: application(email) }).catch(() => {});
        });
      </script></html>`;
  }
  // '/auto': a form that submits itself to `target` as soon as the page opens.
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Loading</title>
    <form id="apply" method="post" enctype="multipart/form-data" action=${JSON.stringify(query.get('target'))}></form>
    <script>${application}
      const form = document.getElementById('apply');
      for (const [name, value] of application(${JSON.stringify(query.get('email'))})) {
        const input = document.createElement('input');
        input.name = name;
        if (typeof value === 'string') {
          input.type = 'hidden';
          input.value = value;
        } else {
          input.type = 'file';
          const files = new DataTransfer();
          files.items.add(value);
          input.files = files.files;
        }
        form.append(input);
      }
      form.submit();
    </script></html>`;
}

test.beforeAll(async () => {
  const port = await freePort();
  attackerOrigin = `http://127.0.0.1:${port}`;
  attacker = createServer((request, response) => {
    const url = new URL(request.url ?? '/', attackerOrigin);
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(hostilePage(url.pathname, url.searchParams));
  });
  await new Promise<void>((resolve) => attacker.listen(port, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve));
});

/**
 * What an attacker reads from the site: a job's page and the documentId its apply form carries (the last card of the
 * board's first page, a demo job: the first ones may be other tests' new jobs, deleted while this one runs).
 */
async function firstJob(page: Page): Promise<{ path: string; documentId: string }> {
  await page.goto(`${site}/blog`);
  const link = jobCards(page).last().getByRole('link');
  const path = (await link.getAttribute('href'))!;
  await page.goto(`${site}${path}`);
  const documentId = await page.locator('form#apply-form input[name="job"]').inputValue();
  return { path, documentId };
}

test.describe('an application sent through a visitor’s browser by another site', () => {
  test("by the hostile page's script: the site refuses it and stores nothing; the visitor can still apply on the site", async ({
    page,
    cms,
  }) => {
    const job = await firstJob(page);
    await page.goto(`${attackerOrigin}/prize?${new URLSearchParams({ job: job.documentId })}`);
    const email = uniqueEmail('cross-site-script');
    await page.getByLabel('Your e-mail').pressSequentially(email);
    // The page's script never reads the answer (the site's Cross-Origin-Resource-Policy blocks it), but the request is
    // sent and answered: the browser's network log (Chrome DevTools Protocol) has the status the site gave.
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    const requestId = new Promise<string>((resolve) =>
      network.on('Network.requestWillBeSent', ({ requestId, request }) => {
        if (request.url === `${site}/resources/job-applications`) resolve(requestId);
      }),
    );
    const statuses = new Map<string, number>();
    network.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => statuses.set(requestId, statusCode));
    const origins = new Map<string, string | undefined>();
    network.on('Network.requestWillBeSentExtraInfo', ({ requestId, headers }) => {
      const name = Object.keys(headers).find((header) => header.toLowerCase() === 'origin');
      origins.set(requestId, name ? String(headers[name]) : undefined);
    });
    await page.getByRole('button', { name: 'Enter the draw' }).click();
    const id = await requestId;
    await expect.poll(() => origins.get(id)).toBe(attackerOrigin);
    await expect.poll(() => statuses.get(id)).toBe(400);
    expect(await cms.applicationsByEmail(email)).toHaveLength(0);

    // On the site itself, the same browser applies as usual (same origin).
    await page.goto(`${site}${job.path}`);
    await page.getByLabel('Full Name').pressSequentially('Sam Visitor');
    await page.getByLabel('Email').pressSequentially(email);
    await page.getByLabel('Phone').pressSequentially('+44 20 7946 0958');
    await page.getByLabel('Cover Letter').pressSequentially('I found this job myself.');
    await page
      .getByLabel(/^Resume/)
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await page.getByRole('checkbox', { name: /I agree to the storage and handling of my data/ }).check();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your application has been submitted successfully!' }),
    ).toBeVisible({ timeout: 20_000 });
    expect(await cms.applicationsByEmail(email)).toHaveLength(1);
  });

  for (const [name, target] of [
    ['the upload endpoint', () => `${site}/resources/job-applications`],
    ["the job page's action", (path: string) => `${site}${path}`],
  ] as const) {
    test(`by a form that submits itself to ${name}: 400, nothing stored`, async ({ page, cms }) => {
      const job = await firstJob(page);
      const email = uniqueEmail('cross-site-form');
      const url = target(job.path);
      const answer = page.waitForResponse(
        (response) => response.url() === url && response.request().method() === 'POST',
      );
      await page.goto(`${attackerOrigin}/auto?${new URLSearchParams({ job: job.documentId, email, target: url })}`);
      const response = await answer;
      expect(await response.request().headerValue('origin')).toBe(attackerOrigin);
      expect(response.status()).toBe(400);
      await expect(page.getByText('Bad Request')).toBeVisible();
      expect(await cms.applicationsByEmail(email)).toHaveLength(0);
    });
  }
});
