import { expect, test } from './fixtures';
import { personalDataInLogs } from './fixtures/logs';

/**
 * After every browser test of the run (playwright.config.ts, project `logs`, the teardown of `start`): the apply,
 * sign-in, enquiry, job alert and personal-data journeys left no personal data in any log line of either app
 * (e2e/fixtures/logs.ts).
 */
test('no log line of either app holds an e-mail address, a name, a phone number or a password', async ({ cms }) => {
  const { found, lines, secrets } = await personalDataInLogs(cms);
  expect(lines).toBeGreaterThan(0);
  expect(secrets).toBeGreaterThan(10);
  expect(found).toEqual([]);
});
