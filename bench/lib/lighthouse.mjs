// Lighthouse performance scores (mobile, simulated throttling; and desktop) through its CLI, with
// CHROME_PATH pointing at Debian's Chromium. A page behind sign-in gets the session as an extra header.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM } from './browser.mjs';
import { WORK } from './data.mjs';

const CLI = new URL('../node_modules/.bin/lighthouse', import.meta.url).pathname;

/**
 * @param {{ url: string; cookie?: string; preset: 'mobile' | 'desktop'; name: string }} o
 * @returns {{ performance: number; lcp: number; tbt: number; cls: number; fcp: number } | { error: string }}
 */
export function lighthouse({ url, cookie, preset, name }) {
  const dir = join(WORK, 'lighthouse');
  mkdirSync(dir, { recursive: true });
  const out = join(dir, `${name}-${preset}.json`);
  const args = [
    url,
    '--quiet',
    '--only-categories=performance',
    '--output=json',
    `--output-path=${out}`,
    '--chrome-flags=--headless --no-sandbox --disable-gpu --no-first-run',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  const result = spawnSync(CLI, args, {
    env: { ...process.env, CHROME_PATH: CHROMIUM },
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (result.status !== 0) {
    return {
      error: (result.stderr || result.error?.message || `exit ${result.status}`).slice(-500),
    };
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}
