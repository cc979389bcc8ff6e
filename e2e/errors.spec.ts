import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateSecrets } from '../scripts/lib/env.mjs';
import { freePort, startCms, startWeb, stopProcess } from '../scripts/lib/processes.mjs';
import { expect, test } from './fixtures';

test('an unknown address shows the 404 page, and the server logs the path', async ({ page }) => {
  const missing = `/no-such-page-${Date.now()}`;
  const response = await page.goto(missing);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() => readFileSync(path.join(process.env.E2E_DATA_DIR!, 'web.log'), 'utf8'))
    .toContain(`404 Not Found: GET ${missing}`);
});

test('with the CMS down, the job board shows the error state and the server keeps serving', async ({ page }) => {
  const deadCms = `http://127.0.0.1:${await freePort()}`;
  const web = await startWeb({ env: { ...process.env }, port: await freePort(), cmsUrl: deadCms, quiet: true });
  try {
    const response = await page.goto(`${web.url}/blog`);
    expect(response?.status()).toBe(503);
    const jobsError = page.getByRole('alert').filter({ hasText: 'Error fetching jobs' });
    await expect(jobsError).toContainText('Error fetching jobs: Network error:');
    await expect(jobsError).toContainText('Please try again later.');

    const job = await page.goto(`${web.url}/jobs/any-job`);
    expect(job?.status()).toBe(503);
    await expect(page.getByRole('alert')).toContainText('Error: Network error:');

    const again = await page.goto(`${web.url}/`);
    expect(again?.status()).toBe(200);
  } finally {
    await stopProcess(web.child);
  }
});

test('with no content at all, the job board says so', async ({ page }) => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-empty-'));
  const env = { ...process.env, ...generateSecrets(), NODE_ENV: 'test', SEED_DEMO: 'false' };
  const cms = await startCms({ env, port: await freePort(), dataDir, quiet: true });
  const web = await startWeb({ env, port: await freePort(), cmsUrl: cms.url, quiet: true });
  try {
    const response = await page.goto(`${web.url}/blog`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText('No jobs found at the moment.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Job pages' })).toHaveCount(0);
    await expect(page.getByText('No articles published yet.')).toBeVisible();
  } finally {
    await stopProcess(web.child);
    await stopProcess(cms.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
