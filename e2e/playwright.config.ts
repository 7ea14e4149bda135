import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium: Playwright never downloads a browser of its own here. */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
};

const EMBED_SPEC = /embed\.spec\.ts$/;

/** `--project embed` (or `--project=embed`) alone: the run needs no panel server. */
const selectedProjects = process.argv.flatMap((arg, i, all) =>
  arg === '--project' ? [all[i + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice(10)] : [],
);
const embedOnly = selectedProjects.length > 0 && selectedProjects.every((p) => p === 'embed');

export default defineConfig({
  testDir: './tests',
  // The embedding proof needs no panel server: `playwright test --project embed` skips starting one.
  globalSetup: embedOnly ? undefined : './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // In CI a test.only fails the run, and so does a test that passed only on its retry: a flake is a
  // defect to fix, not a pass (the retry stays so the report says which test is flaky).
  forbidOnly: Boolean(process.env.CI),
  failOnFlakyTests: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    launchOptions: chromiumLaunch,
    locale: 'es-419',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: EMBED_SPEC,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
    },
    // tests/embed.spec.ts: @panel/ui packed, installed into a scratch Vite app outside the
    // workspace, built and rendered (see support/embed-app.ts). Runs with the rest in `pnpm test:e2e`.
    {
      name: 'embed',
      testMatch: EMBED_SPEC,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch },
    },
  ],
});
