import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Debian's Chromium (never `playwright install`); override with CHROMIUM_PATH.
const chromium = {
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

// The baselines are pictures of one Chromium build: a new one (a security update) moves pixels of text
// and borders everywhere at once. The version they were made with is kept beside them, written by an
// update run; on another version a failed comparison says so in one line (see vitest.setup.ts).
const BASELINE_CHROMIUM = path.join(dirname, '__screenshots__/chromium-version.txt');
const runningChromium =
  /(\d+\.\d+\.\d+\.\d+)/.exec(
    execFileSync(chromium.executablePath, ['--version'], { encoding: 'utf8' }),
  )?.[1] ?? 'unknown';
const updating = process.argv.some((arg) => arg === '-u' || arg === '--update');
if (updating) writeFileSync(BASELINE_CHROMIUM, `${runningChromium}\n`);
const baselineChromium = (() => {
  try {
    return readFileSync(BASELINE_CHROMIUM, 'utf8').trim();
  } catch {
    return 'unknown';
  }
})();

// `login-screen.stories.tsx` → `login-screen`: the baselines folder of a story file.
const storyFolder = (testFileName: string) => testFileName.replace(/\.stories\.tsx?$/, '');

// The Storybook also holds @panel/storefront's stories (.storybook/main.ts); their baselines live in
// that package, under the same layout.
const storefrontDir = path.join(dirname, '../storefront');
const packageOf = (root: string, testFileDirectory: string) =>
  path.resolve(root, testFileDirectory).startsWith(storefrontDir + path.sep)
    ? storefrontDir
    : dirname;

export default defineConfig({
  test: {
    // The browser provider keeps a handle open after the run (a zlib stream of the screenshot comparator):
    // Vitest would wait its default 10 s for it before exiting; the results are already reported by then.
    teardownTimeout: 2000,
    projects: [
      {
        // Plain unit tests in Node: the catalogue, breakpoints, toast settings.
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        // Every story is a test: it renders in Chromium, runs its `play`, then axe (a11y.test 'error').
        // The plugin applies .storybook/main.ts's viteFinal (vanilla-extract, optimizeDeps).
        // After each story, .storybook/vitest.setup.ts compares screenshots at 375 and 1280 px with the
        // baselines in __screenshots__/ (update them with `pnpm test:stories:update`).
        plugins: [storybookTest({ configDir: path.join(dirname, '../../.storybook') })],
        define: {
          __SCREENSHOT_CHROMIUM__: JSON.stringify({
            baseline: baselineChromium,
            running: runningChromium,
          }),
        },
        test: {
          name: 'storybook',
          // The first story of a file also waits for Vite to transform the file's imports: on a loaded
          // 2-core machine that alone took 11–15 s (the default 15 s timeout failed it).
          testTimeout: 30_000,
          // Story files run in parallel pages. Most of a story test is waiting (timers, screenshot
          // stability checks), so three pages keep two cores busy: the default (cores - 1) ran the
          // files one after another and took over 5 minutes.
          maxWorkers: 3,
          // Vitest's own failure artifacts stay with the ignored diff pictures, out of the repo root.
          attachmentsDir: path.join(dirname, '__screenshots__/.tmp/attachments'),
          setupFiles: [path.join(dirname, '../../.storybook/vitest.setup.ts')],
          browser: {
            enabled: true,
            headless: true,
            // The tester page must be larger than any story viewport, or Vitest scales the story's
            // iframe down (and the screenshots with it). Tall pages are pictured whole, up to 2500 px.
            provider: playwright({
              launchOptions: chromium,
              contextOptions: { viewport: { width: 1400, height: 2600 } },
            }),
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Anti-aliasing noise only: a per-pixel colour threshold and at most 0.1 % of pixels.
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
                // One flat folder per story file; one machine type (Debian Chromium) makes the pictures,
                // so no browser or platform suffix.
                resolveScreenshotPath: ({ arg, ext, root, testFileDirectory, testFileName }) =>
                  path.join(
                    packageOf(root, testFileDirectory),
                    '__screenshots__',
                    storyFolder(testFileName),
                    `${arg}${ext}`,
                  ),
                // Actual and diff pictures of a failure go to an ignored folder beside the baselines.
                resolveDiffPath: ({ arg, ext, root, testFileDirectory, testFileName }) =>
                  path.join(
                    packageOf(root, testFileDirectory),
                    '__screenshots__/.tmp',
                    storyFolder(testFileName),
                    `${arg}${ext}`,
                  ),
              },
            },
          },
        },
      },
    ],
  },
});
