import { expect, test } from './fixtures';
import { personalDataInLogs } from './fixtures/logs';

/**
 * Before the browser tests (playwright.config.ts, project `start`): starting the CMS, which seeds the demo
 * applications and enquiries, logged none of their people's data (e2e/fixtures/logs.ts).
 */
test('the start of both apps logged no personal data', async ({ cms }) => {
  const { found, lines, secrets } = await personalDataInLogs(cms);
  expect(lines).toBeGreaterThan(0);
  expect(secrets).toBeGreaterThan(10);
  expect(found).toEqual([]);
});
