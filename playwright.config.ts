import { defineConfig } from '@playwright/test';

/** E2E tests run against the built site served exactly as `npm start` serves it, on a port of their own. */
const port = Number(process.env['E2E_PORT'] ?? 8890);

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: Boolean(process.env['CI']),
  globalSetup: './tests/e2e/warm-up.ts',
  retries: 0,
  workers: 2,
  reporter: [['list']],
  // Generous waits: the first call to each function bundles it, and CI machines are shared.
  expect: { timeout: 15_000 },
  // The admin journeys switch site-wide settings (the chat assistant), so they run after the rest.
  projects: [
    { name: 'site', testIgnore: /admin\.spec\.ts/ },
    { name: 'admin', testMatch: /admin\.spec\.ts/, dependencies: ['site'] },
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      // Debian's Chromium: Playwright's own browser download does not work on these machines.
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node scripts/serve.ts',
    url: `http://localhost:${port}/api/health`,
    env: { PORT: String(port), LIBSQL_URL: 'file:.data/e2e.db' },
    reuseExistingServer: false,
    // The server's own log lines (never personal data) help explain a failing journey.
    stdout: 'pipe',
    stderr: 'pipe',
    timeout: 120_000,
  },
});
