// Page load and interaction in headless Debian Chromium (playwright-core, never a downloaded browser):
// LCP, CLS and total blocking time from PerformanceObserver over cold runs (a new browser context each,
// so an empty cache), and the product search from keystroke to the painted table.
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export const launch = () => chromium.launch({ executablePath: CHROMIUM, args: ARGS });

/** Installed before any page script: records LCP, layout shifts, long tasks and event timings. */
function observe() {
  const perf = { lcp: 0, cls: 0, longTasks: [], events: [] };
  // @ts-expect-error the page's own global, read back by evaluate()
  window.__bench = perf;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) perf.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) perf.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) perf.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) perf.events.push([e.name, e.startTime, e.duration]);
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
}

/** Median, worst and all values. @param {number[]} values */
export function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { median, max: sorted[sorted.length - 1], min: sorted[0], runs: sorted.length, values };
}

/** The panel's pages are measured at a laptop's size; the store home passes a phone (lib/store.mjs). */
const DESKTOP = { viewport: { width: 1280, height: 800 } };

/**
 * Cold loads of `url`: LCP, CLS and TBT (long tasks after first contentful paint, each beyond 50 ms).
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string; ready: string; cookie?: string; runs: number;
 *   device?: import('playwright-core').BrowserContextOptions }} o
 */
export async function pageLoad(browser, { url, ready, cookie, runs, device = DESKTOP }) {
  const lcp = [];
  const cls = [];
  const tbt = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext(device);
    if (cookie) await context.addCookies(toCookies(cookie, url));
    await context.addInitScript(observe);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.locator(ready).first().waitFor({ timeout: 30_000 });
    // Let the page settle: late shifts and long tasks count, LCP is final.
    await page.waitForTimeout(1000);
    const perf = await page.evaluate(() => {
      // @ts-expect-error see observe()
      const p = window.__bench;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const blocking = p.longTasks
        .filter(([start]) => start >= fcp)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      return { lcp: p.lcp, cls: p.cls, tbt: blocking };
    });
    lcp.push(perf.lcp);
    cls.push(perf.cls);
    tbt.push(perf.tbt);
    await context.close();
  }
  return { lcp: stats(lcp), cls: stats(cls), tbt: stats(tbt) };
}

/** The spec's debounce of the product search (§7), part of every keystroke-to-table time. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Enters each query into the product search (one input event, as a paste or the last keystroke does) and
 * times the input to the frame that paints the updated table (every row matching), and the input's own
 * event-to-next-paint (Event Timing). A query whose table never updates within 30 s counts as timed out.
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string; cookie: string; queries: string[] }} o
 */
export async function searchInteraction(browser, { url, cookie, queries }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies(toCookies(cookie, url));
  await context.addInitScript(observe);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  const search = page
    .getByRole('searchbox')
    .or(page.getByPlaceholder('Buscar producto...'))
    .first();
  await search.waitFor({ timeout: 30_000 });
  await page.locator('tbody tr').first().waitFor({ timeout: 30_000 });
  const toTable = [];
  let timedOut = 0;
  for (const query of queries) {
    // From the full list (its first rows do not match the query).
    await search.fill('');
    await page.waitForTimeout(SEARCH_DEBOUNCE_MS + 700);
    // Arm: the input event's time, then the first frame after which every row matches. One input event
    // with the whole query, so no partial query's answer can already match.
    const done = page.evaluate(
      (q) =>
        new Promise((resolve) => {
          const fold = (s) =>
            s
              .normalize('NFKD')
              .replace(/\p{M}+/gu, '')
              .toLowerCase();
          let start = 0;
          addEventListener('input', (e) => (start = e.timeStamp), { capture: true, once: true });
          const matches = () => {
            const rows = [...document.querySelectorAll('tbody tr')];
            return (
              rows.length > 0 && rows.every((r) => fold(r.textContent ?? '').includes(fold(q)))
            );
          };
          const observer = new MutationObserver(() => {
            if (!start || !matches()) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - start));
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
          setTimeout(() => {
            observer.disconnect();
            resolve(-1);
          }, 30_000);
        }),
      query,
    );
    await search.fill(query);
    const ms = /** @type {number} */ (await done);
    if (ms < 0) timedOut++;
    else toTable.push(ms);
  }
  const events = await page.evaluate(
    // @ts-expect-error see observe()
    () =>
      window.__bench.events.filter(
        ([name]) => name === 'input' || name === 'keydown' || name === 'beforeinput',
      ),
  );
  await context.close();
  return {
    toTable: stats(toTable),
    afterDebounce: stats(toTable.map((t) => t - SEARCH_DEBOUNCE_MS)),
    keystrokeToNextPaint: events.length ? stats(events.map(([, , d]) => d)) : null,
    timedOut,
  };
}

/** Cookie header → Playwright cookies for the origin of `url`. */
function toCookies(header, url) {
  return header.split('; ').map((pair) => {
    const i = pair.indexOf('=');
    return { name: pair.slice(0, i), value: pair.slice(i + 1), url: new URL(url).origin };
  });
}
