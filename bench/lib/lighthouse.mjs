// Lighthouse scores (mobile, simulated throttling; and desktop) through its CLI, with CHROME_PATH pointing
// at Debian's Chromium: the performance category, or more categories when asked (the store home: also
// accessibility, best practices and SEO). A page behind sign-in gets the session as an extra header.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM } from './browser.mjs';
import { WORK } from './data.mjs';

const CLI = new URL('../node_modules/.bin/lighthouse', import.meta.url).pathname;

/** The categories Lighthouse can score, by the name results.json gives them. */
const CATEGORIES = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
};

/**
 * @param {{ url: string; cookie?: string; preset: 'mobile' | 'desktop'; name: string;
 *   categories?: (keyof typeof CATEGORIES)[] }} o
 * @returns {{ performance: number; lcp: number; tbt: number; cls: number; fcp: number;
 *   accessibility?: number; bestPractices?: number; seo?: number } | { error: string }}
 */
export function lighthouse({ url, cookie, preset, name, categories = ['performance'] }) {
  const dir = join(WORK, 'lighthouse');
  mkdirSync(dir, { recursive: true });
  const out = join(dir, `${name}-${preset}.json`);
  const args = [
    url,
    '--quiet',
    `--only-categories=${categories.map((c) => CATEGORIES[c]).join(',')}`,
    '--output=json',
    `--output-path=${out}`,
    '--chrome-flags=--headless --no-sandbox --disable-gpu --no-first-run',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  let report;
  // A run whose trace Chromium lost (NO_NAVSTART, NO_FCP: seen on a loaded machine) exits 0 with no
  // scores and a runtimeError: run once more before reporting it.
  for (let attempt = 0; attempt < 2 && (!report || report.runtimeError); attempt++) {
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
    report = JSON.parse(readFileSync(out, 'utf8'));
  }
  if (report.runtimeError) {
    return { error: `${report.runtimeError.code}: ${report.runtimeError.message}`.slice(0, 500) };
  }
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const score = (key) => Math.round((report.categories[CATEGORIES[key]]?.score ?? 0) * 100);
  const others = categories.filter((c) => c !== 'performance').map((c) => [c, score(c)]);
  // What costs the other categories points: their audits that failed (the report says why a score is low).
  const failed = categories
    .filter((c) => c !== 'performance')
    .flatMap((c) => report.categories[CATEGORIES[c]]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  return {
    performance: score('performance'),
    ...Object.fromEntries(others),
    ...(others.length ? { failed } : {}),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}
