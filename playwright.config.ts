import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests (e2e/) in Debian's Chromium against the real CMS and web app, which e2e/setup/global-setup.ts
 * starts on free ports with a throwaway SQLite database. Playwright cannot download browsers here, so the
 * system Chromium is used through `executablePath` (CHROMIUM_PATH, default /usr/bin/chromium).
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/setup/global-setup.ts',
  outputDir: 'test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // A trace of every test costs a fifth of the suite's time (37 tests: 162 s with, 119-136 s without, same run), and
    // CI shows only the printed output: traces only when asked, E2E_TRACE=1 (kept for the tests that fail).
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      // Without these Chromium keeps trying to reach Google's services, which this network refuses.
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
      ],
    },
  },
  projects: [
    // Logs hold no personal data (docs/021-operations.md "Logs"): checked once the apps have started, and, as the
    // teardown of `start`, once every browser test of the run is done, whatever part of the suite was chosen.
    { name: 'start', testMatch: /logs\.setup\.ts$/, teardown: 'logs' },
    { name: 'logs', testMatch: /logs\.teardown\.ts$/ },
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, dependencies: ['start'] },
  ],
});
