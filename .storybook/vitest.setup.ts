/**
 * Visual baselines: after a story test has rendered the story and run its `play` (and axe), this
 * hook screenshots the page at a phone width and at a laptop width and compares each picture with the
 * checked-in baseline under `packages/ui/__screenshots__/` (vitest's `toMatchScreenshot`).
 *
 * - Update the baselines: `pnpm --filter @panel/ui test:stories:update`.
 * - Opt a story out (or limit its widths) with `parameters.screenshot`:
 *   `{ disable: true }` or `{ widths: [375] }`.
 * - Pictures are taken with CSS animations and transitions finished and the caret hidden, after
 *   the web fonts (self-hosted Lexend) have loaded, so they are stable from run to run. Toasts are
 *   left out of the pictures (their 4 s timer races the screenshots); `play` functions assert them.
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/** Widths every story is pictured at: a phone (375) and a laptop (1280). */
export const SCREENSHOT_WIDTHS = [375, 1280] as const;
/** Viewport height; a taller page is pictured whole, up to MAX_HEIGHT. */
const SCREENSHOT_HEIGHT = 900;
const MAX_HEIGHT = 2500;

/** `parameters.screenshot` of a story. */
export interface ScreenshotParameters {
  /** Skip the visual comparison of this story (e.g. an animation that never settles). */
  disable?: boolean;
  /** Picture only these widths (e.g. a drawer that exists only on phones). */
  widths?: readonly number[];
}

interface StoryContextLike {
  story?: { id: string; parameters: { screenshot?: ScreenshotParameters } };
}

// Freezes what would otherwise differ between two pictures of the same state.
const FREEZE_CSS = `
*, *::before, *::after {
  transition-duration: 0s !important;
  transition-delay: 0s !important;
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  animation-iteration-count: 1 !important;
  caret-color: transparent !important;
}
/* Toasts close on a 4 s timer that races the pictures; plays assert them instead. */
[data-sonner-toaster] { display: none !important; }`;

const freeze = (): HTMLStyleElement => {
  const style = document.createElement('style');
  style.textContent = FREEZE_CSS;
  document.head.append(style);
  return style;
};

// `VITE_SKIP_SCREENSHOTS=1 pnpm --filter @panel/ui test:stories`: plays and axe only, for quick
// iterations (about half the time). Never in CI.
const skipAll =
  (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env
    ?.VITE_SKIP_SCREENSHOTS === '1';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

// The Chromium the baselines were made with and the one running (packages/ui/vitest.config.ts).
declare const __SCREENSHOT_CHROMIUM__: { baseline: string; running: string };
const major = (version: string) => version.split('.')[0];
const otherChromium =
  major(__SCREENSHOT_CHROMIUM__.baseline) !== major(__SCREENSHOT_CHROMIUM__.running);

afterEach(async (context) => {
  const story = (context as unknown as StoryContextLike).story;
  if (!story || context.task.result?.state === 'fail') return;
  const settings = story.parameters.screenshot ?? {};
  if (settings.disable || skipAll) return;

  const style = freeze();
  try {
    const widths = settings.widths ?? SCREENSHOT_WIDTHS;
    for (const width of widths) {
      await page.viewport(width, SCREENSHOT_HEIGHT);
      await document.fonts.ready;
      await nextFrame();
      const height = Math.min(MAX_HEIGHT, document.documentElement.scrollHeight);
      if (height > SCREENSHOT_HEIGHT) await page.viewport(width, height);
      await nextFrame();
      await nextFrame();
      // Generous timeouts: on a loaded 2-core machine two identical captures can take seconds; a
      // settled page matches at once.
      try {
        await expect
          .element(page.elementLocator(document.body), { timeout: 20_000 })
          .toMatchScreenshot(`${story.id}-${width}`, {
            screenshotOptions: { animations: 'disabled', caret: 'hide' },
            timeout: 15_000,
          });
      } catch (error) {
        if (!otherChromium) throw error;
        // A new browser build, not a regression of this story: say so instead of pixel counts.
        throw new Error(
          `Baselines made with Chromium ${__SCREENSHOT_CHROMIUM__.baseline}, running ${__SCREENSHOT_CHROMIUM__.running}: ` +
            'check the diffs in __screenshots__/.tmp, then update (pnpm --filter @panel/ui test:stories:update).',
        );
      }
    }
  } finally {
    // The next story in this iframe runs with its real styles (and visible toasts).
    style.remove();
  }
});
