// The web analytics tracker (spec §7): page views and custom events to the provider's event path, user
// identification to its own path, as a JSON POST by beacon (a keep-alive fetch when the beacon is missing
// or refused). Paths matching a skip pattern are not sent; paths matching a mask pattern are sent as the
// pattern, so ids never leave the browser. The external referrer is sent once per browser session: it is
// remembered in sessionStorage after the first send, and later sends carry none. Off (every call a no-op)
// unless GET /config names a host and a token. Sending never throws: analytics must not break the panel.

import {
  disabledAnalytics,
  type AnalyticsData,
  type AnalyticsTracker,
  type AnalyticsUser,
} from './analytics-tracker';

export { disabledAnalytics, type AnalyticsData, type AnalyticsTracker, type AnalyticsUser };

/** Where the provider takes page views and custom events, and user identification. */
export const ANALYTICS_PATHS = { event: '/s/e', identify: '/s/su' } as const;

/** The name of a page-view event. */
export const PAGE_VIEW_EVENT = 'pageview';

/** sessionStorage key that marks the session's referrer as sent (its value is that referrer). */
export const REFERRER_STORAGE_KEY = 'panel:analytics:referrer';

/** Options of {@link createAnalytics}. */
export interface AnalyticsOptions {
  /** The provider's host: `analytics.example.com` (https is implied) or a full origin. */
  host: string;
  /** The site's token at the provider. */
  token: string;
  /** Whether the app sends a page view on every route change (read by the app's router hook). Default true. */
  autoPageView?: boolean;
  /**
   * Paths that are never sent. `*` matches one path segment, `**` any rest of the path:
   * `['/login/**']`. A path is compared without its query and trailing slash.
   */
  skipPatterns?: readonly string[];
  /** Paths sent as the pattern itself, e.g. `'/update/*'` sends `/update/42` as `/update/*`. */
  maskPatterns?: readonly string[];
  /** Where the page is: pathname of the current location and the document's referrer. Default `window`. */
  location?: () => { pathname: string; referrer: string };
  /** Session storage for the referrer mark. Default `sessionStorage` (none when it is unavailable). */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
}

/** Body of an event POST. */
export interface AnalyticsEventBody {
  token: string;
  pathname: string;
  referrer: string;
  name: string;
  data?: AnalyticsData;
  visitorId?: string;
}

/** Body of an identification POST. */
export interface AnalyticsIdentifyBody {
  token: string;
  fields: AnalyticsUser;
}

/** `https://host` without a trailing slash; a host given with its scheme keeps it. */
export function analyticsOrigin(host: string): string {
  const trimmed = host.trim().replace(/\/+$/, '');
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** A path without query, fragment and trailing slash (`/` stays `/`). */
function cleanPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** A skip or mask pattern as a whole-path regular expression (`*` one segment, `**` the rest). */
export function patternToRegExp(pattern: string): RegExp {
  const source = cleanPath(pattern)
    .split('**')
    .map((part) => part.split('*').map(escapeRegExp).join('[^/]+'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** Whether `path` matches the pattern (see {@link AnalyticsOptions.skipPatterns}). */
export function matchesPattern(pattern: string, path: string): boolean {
  return patternToRegExp(pattern).test(cleanPath(path));
}

/**
 * The path as it is sent: `null` when a skip pattern matches, the first matching mask pattern, or the
 * clean path itself.
 */
export function analyticsPath(
  path: string,
  { skipPatterns = [], maskPatterns = [] }: Pick<AnalyticsOptions, 'skipPatterns' | 'maskPatterns'>,
): string | null {
  const clean = cleanPath(path);
  if (skipPatterns.some((pattern) => matchesPattern(pattern, clean))) return null;
  const mask = maskPatterns.find((pattern) => matchesPattern(pattern, clean));
  return mask === undefined ? clean : cleanPath(mask);
}

/** POSTs `body` as JSON: a beacon when the browser takes it, else a keep-alive fetch. */
export function sendAnalytics(url: string, body: object): void {
  const json = JSON.stringify(body);
  try {
    // A string body goes as text/plain, which needs no CORS preflight; a Blob of application/json would.
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(url, json)) return;
    }
  } catch {
    // A beacon refused by the browser (e.g. an invalid URL in some engines): try fetch.
  }
  if (typeof fetch !== 'function') return;
  try {
    void fetch(url, {
      method: 'POST',
      body: json,
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
    }).catch(() => undefined);
  } catch {
    // fetch itself threw (invalid URL): nothing to report to the user.
  }
}

function defaultStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // sessionStorage access throws when storage is blocked
  }
}

function defaultLocation(): { pathname: string; referrer: string } {
  return {
    pathname: typeof window === 'undefined' ? '/' : window.location.pathname,
    referrer: typeof document === 'undefined' ? '' : document.referrer,
  };
}

/**
 * The tracker for the runtime config's `analytics` value: {@link disabledAnalytics} when it is null or
 * names no host or token.
 */
export function createAnalytics(options: AnalyticsOptions | null | undefined): AnalyticsTracker {
  if (!options || !options.host.trim() || !options.token) return disabledAnalytics;
  const { token, autoPageView = true, location = defaultLocation } = options;
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const origin = analyticsOrigin(options.host);
  let visitorId: string | null = null;
  // Without session storage the referrer is still sent only once in this page's life.
  let referrerSent = false;

  /** The referrer of this send: the document's on the session's first send, then none. */
  const referrer = (): string => {
    try {
      if (referrerSent || (storage && storage.getItem(REFERRER_STORAGE_KEY) !== null)) return '';
      referrerSent = true;
      const value = location().referrer;
      storage?.setItem(REFERRER_STORAGE_KEY, value);
      return value;
    } catch {
      return '';
    }
  };

  const event = (name: string, rawPath: string, data?: AnalyticsData) => {
    const pathname = analyticsPath(rawPath, options);
    if (pathname === null) return;
    const body: AnalyticsEventBody = { token, pathname, referrer: referrer(), name };
    if (data !== undefined) body.data = data;
    if (visitorId !== null) body.visitorId = visitorId;
    sendAnalytics(`${origin}${ANALYTICS_PATHS.event}`, body);
  };

  return {
    enabled: true,
    autoPageView,
    page: (pathname) => event(PAGE_VIEW_EVENT, pathname ?? location().pathname),
    track: (name, data) => event(name, location().pathname, data),
    identify: (user) => {
      visitorId = user.userId;
      const body: AnalyticsIdentifyBody = { token, fields: user };
      sendAnalytics(`${origin}${ANALYTICS_PATHS.identify}`, body);
    },
    reset: () => {
      visitorId = null;
    },
  };
}
