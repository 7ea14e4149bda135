import { test as base, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** Playwright's test bound to the server that global-setup started, with an axe check. */
export const test = base.extend<{ checkA11y: () => Promise<void> }>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
    await use(url);
  },
  checkA11y: async ({ page }, use) => {
    await use(async () => {
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        ),
      ).toEqual([]);
    });
  },
});

export { expect };
