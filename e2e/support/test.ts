import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { startPanelServer } from './server';

interface TestFixtures {
  /** Once animations have settled, runs axe on the page and fails with each violation's rule, help and targets. */
  checkA11y: () => Promise<void>;
  /** The SMTP sink's folder of the server this test talks to (read codes with `waitForCode`). */
  mailDir: string;
}

interface WorkerFixtures {
  /**
   * Settings for a server of this file's own, e.g. `test.use({ serverEnv: { PRODUCTS_LIMIT: '2' } })`.
   * Without it, tests share the server that global-setup started.
   */
  serverEnv: Record<string, string> | null;
  panelServer: { baseURL: string; mailDir: string };
}

/**
 * Waits until the page's finite animations and transitions (toasts and dialogs coming in, drawers
 * sliding) have finished, so an axe check sees the colours a person ends up seeing, not a half-faded
 * frame. Endless ones (spinners) are ignored.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .every((animation) => animation.playState !== 'running'),
  );
}

/** Playwright's test bound to a real panel server, with an axe check. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverEnv: [null, { scope: 'worker', option: true }],
  panelServer: [
    async ({ serverEnv }, use, workerInfo) => {
      if (!serverEnv) {
        const baseURL = process.env.E2E_BASE_URL;
        const mailDir = process.env.E2E_MAIL_DIR;
        if (!baseURL || !mailDir)
          throw new Error('Run through playwright.config.ts (global setup)');
        await use({ baseURL, mailDir });
        return;
      }
      const server = await startPanelServer(serverEnv, `server-${workerInfo.workerIndex}`);
      try {
        await use(server);
      } finally {
        await server.close();
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ panelServer }, use) => use(panelServer.baseURL),
  mailDir: async ({ panelServer }, use) => use(panelServer.mailDir),
  checkA11y: async ({ page }, use) => {
    await use(async () => {
      // The address changes as soon as a link is followed; the page renders once its module has loaded
      // and the session check has answered. Every page has its <main> and <h1>.
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
      await animationsSettled(page);
      // Toasts fade in and out on their own clock (4 s), so a page check can catch one mid-fade at
      // partial opacity (a false contrast failure); their accessibility is checked, settled, in the
      // PanelProvider stories.
      const results = await new AxeBuilder({ page }).exclude('[data-sonner-toast]').analyze();
      expect(
        results.violations.map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        ),
      ).toEqual([]);
    });
  },
});

export { expect };
