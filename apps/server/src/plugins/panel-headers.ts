// The security headers of the panel's HTML pages (index.html, the prerendered login.html): a
// Content-Security-Policy built from the configuration — Google's sign-in hosts only when GOOGLE_CLIENT_ID
// is set, the analytics host only when ANALYTICS_HOST is — and the hashes of the build's own inline
// scripts, read from the files at start-up (so a rebuilt panel needs no change here). The store pages set
// their own headers.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { Config } from '../config.js';

/** Google Identity Services (One Tap and the popup code flow), as Google documents its CSP needs. */
const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';
const GOOGLE_STYLE = 'https://accounts.google.com/gsi/style';
/** Avatars of Google accounts (users.picture of an account made by Google sign-in). */
const GOOGLE_AVATARS = 'https://*.googleusercontent.com';

/** `'sha256-…'` sources of the inline scripts of `html` (those without `src`). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The inline script hashes of the built pages in `files` that exist. */
export function builtPageHashes(files: readonly string[]): string[] {
  return [
    ...new Set(
      files
        .filter((f) => existsSync(f))
        .flatMap((f) => inlineScriptHashes(readFileSync(f, 'utf8'))),
    ),
  ];
}

/** The Content-Security-Policy of the panel's pages. */
export function panelCsp(
  config: Pick<Config, 'google' | 'analytics'> & Partial<Pick<Config, 'media'>>,
  scriptHashes: string[],
) {
  const google = config.google.clientId !== null;
  const analytics = config.analytics ? new URL(config.analytics.host).origin : null;
  // MEDIA_PUBLIC_URL: the media route redirects pictures and videos to that CDN (routes/media).
  const cdn = config.media?.publicUrl ? new URL(config.media.publicUrl).origin : null;
  const list = (...sources: (string | false | null)[]) =>
    sources.filter((s): s is string => Boolean(s)).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...scriptHashes, google && GOOGLE_SCRIPT)}`,
    // sonner (the toasts) inserts a <style> at run time and the prerendered markup carries `style`
    // attributes (Radix, react-aria): neither can be hashed ahead, and styles cannot run code.
    `style-src ${list("'self'", "'unsafe-inline'", google && GOOGLE_STYLE)}`,
    // data: and blob: for the picture being cropped before upload (react-easy-crop).
    `img-src ${list("'self'", 'data:', 'blob:', google && GOOGLE_AVATARS, cdn)}`,
    // blob: for the video chosen before upload: its preview and the poster frame drawn from it (issue 21).
    `media-src ${list("'self'", 'blob:', cdn)}`,
    `font-src 'self' data:`,
    `connect-src ${list("'self'", google && GOOGLE_GSI, analytics)}`,
    `frame-src ${google ? GOOGLE_GSI : "'none'"}`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** Features the panel never uses, turned off for it and anything it embeds. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), ' +
  'midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()';

/** Headers of every panel page (Cross-Origin-Opener-Policy keeps Google's sign-in popup working). */
export function panelPageHeaders(
  config: Pick<Config, 'google' | 'analytics'>,
  scriptHashes: string[],
): Record<string, string> {
  return {
    'content-security-policy': panelCsp(config, scriptHashes),
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'permissions-policy': PERMISSIONS_POLICY,
  };
}
