// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_PATHS,
  analyticsOrigin,
  analyticsPath,
  createAnalytics,
  disabledAnalytics,
  matchesPattern,
  PAGE_VIEW_EVENT,
  REFERRER_STORAGE_KEY,
  type AnalyticsOptions,
} from './analytics';

const HOST = 'analytics.example.com';
const TOKEN = 'tok_123';

/** An in-memory session storage. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

let beacon: ReturnType<typeof vi.fn<(url: string, body: string) => boolean>>;
let fetchSpy: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

beforeEach(() => {
  beacon = vi.fn<(url: string, body: string) => boolean>(() => true);
  fetchSpy = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () =>
    Promise.resolve(new Response(null, { status: 204 })),
  );
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  vi.stubGlobal('fetch', fetchSpy);
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

/** A tracker at `/products` with a referrer and its own storage. */
function tracker(options: Partial<AnalyticsOptions> = {}) {
  const storage = memoryStorage();
  const place = { pathname: '/products', referrer: 'https://www.google.com/' };
  const analytics = createAnalytics({
    host: HOST,
    token: TOKEN,
    storage,
    location: () => place,
    ...options,
  });
  return { analytics, storage, place };
}

/** The URL and parsed JSON body of the n-th beacon. */
function beaconCall(n: number): { url: string; body: Record<string, unknown> } {
  const call = beacon.mock.calls[n];
  if (!call) throw new Error(`no beacon #${n}`);
  return { url: call[0], body: JSON.parse(call[1]) as Record<string, unknown> };
}

describe('createAnalytics', () => {
  it('is off without a config, a host or a token: nothing is sent', () => {
    for (const options of [
      null,
      undefined,
      { host: '', token: TOKEN },
      { host: HOST, token: '' },
    ]) {
      const analytics = createAnalytics(options);
      expect(analytics).toBe(disabledAnalytics);
      analytics.page('/');
      analytics.track('x');
      analytics.identify({ userId: 'u1' });
    }
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(disabledAnalytics.enabled).toBe(false);
  });

  it('sends a page view by beacon to the event path with token, pathname, referrer and name', () => {
    const { analytics } = tracker();
    expect(analytics.enabled).toBe(true);
    expect(analytics.autoPageView).toBe(true);
    analytics.page();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beaconCall(0)).toEqual({
      url: `https://${HOST}${ANALYTICS_PATHS.event}`,
      body: {
        token: TOKEN,
        pathname: '/products',
        referrer: 'https://www.google.com/',
        name: PAGE_VIEW_EVENT,
      },
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the referrer once per session, remembered in session storage', () => {
    const { analytics, storage } = tracker();
    analytics.page('/');
    analytics.page('/products');
    expect(beaconCall(0).body.referrer).toBe('https://www.google.com/');
    expect(beaconCall(1).body.referrer).toBe('');
    expect(storage.data.get(REFERRER_STORAGE_KEY)).toBe('https://www.google.com/');

    // A reload in the same session (a new tracker, the same storage) does not send it again.
    const again = createAnalytics({
      host: HOST,
      token: TOKEN,
      storage,
      location: () => ({ pathname: '/', referrer: 'https://www.google.com/' }),
    });
    again.page();
    expect(beaconCall(2).body.referrer).toBe('');
  });

  it('sends custom events with their data at the current path', () => {
    const { analytics, place } = tracker();
    place.pathname = '/login/store-info';
    analytics.track('onboarding_store_info', { storeLink: 'mi-tienda' });
    expect(beaconCall(0).body).toMatchObject({
      name: 'onboarding_store_info',
      pathname: '/login/store-info',
      data: { storeLink: 'mi-tienda' },
    });
  });

  it('identifies the user on its own path; later events carry visitorId until reset', () => {
    const { analytics } = tracker();
    analytics.page('/');
    expect(beaconCall(0).body).not.toHaveProperty('visitorId');
    analytics.identify({ userId: 'u-42', email: 'ana@example.com', name: 'Ana' });
    expect(beaconCall(1)).toEqual({
      url: `https://${HOST}${ANALYTICS_PATHS.identify}`,
      body: { token: TOKEN, fields: { userId: 'u-42', email: 'ana@example.com', name: 'Ana' } },
    });
    analytics.track('clicked');
    expect(beaconCall(2).body.visitorId).toBe('u-42');
    analytics.reset();
    analytics.page('/login');
    expect(beaconCall(3).body).not.toHaveProperty('visitorId');
  });

  it('does not send paths matching a skip pattern', () => {
    const { analytics } = tracker({ skipPatterns: ['/verify', '/login/**'] });
    analytics.page('/verify');
    analytics.page('/login/personal-info');
    analytics.track('x', {});
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beaconCall(0).body.pathname).toBe('/products');
  });

  it('masks ids in paths with mask patterns', () => {
    const { analytics } = tracker({ maskPatterns: ['/update/*', '/orders/*/items/*'] });
    analytics.page('/update/7f3c2a');
    analytics.page('/orders/12/items/99?tab=1');
    analytics.page('/update');
    expect(beacon.mock.calls.map((_, n) => beaconCall(n).body.pathname)).toEqual([
      '/update/*',
      '/orders/*/items/*',
      '/update',
    ]);
  });

  it('falls back to a keep-alive fetch with a JSON body when the beacon is refused', async () => {
    beacon.mockReturnValue(false);
    const { analytics } = tracker();
    analytics.page('/');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(`https://${HOST}${ANALYTICS_PATHS.event}`);
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    });
    expect(JSON.parse(init.body as string)).toMatchObject({ token: TOKEN, pathname: '/' });
    await Promise.resolve();
  });

  it('falls back to fetch when there is no beacon, and never throws when fetch fails', async () => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    const { analytics } = tracker();
    expect(() => analytics.track('offline')).not.toThrow();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    // The rejection is swallowed (an unhandled one would fail the run).
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('keeps a host given with its scheme, and honours autoPageView: false', () => {
    const { analytics } = tracker({ host: 'http://127.0.0.1:9999/', autoPageView: false });
    expect(analytics.autoPageView).toBe(false);
    analytics.page('/');
    expect(beaconCall(0).url).toBe(`http://127.0.0.1:9999${ANALYTICS_PATHS.event}`);
  });

  it('reads the page from window and the referrer from document by default', () => {
    window.history.replaceState(null, '', '/checkout');
    sessionStorage.removeItem(REFERRER_STORAGE_KEY);
    const analytics = createAnalytics({ host: HOST, token: TOKEN });
    analytics.page();
    expect(beaconCall(0).body).toMatchObject({
      pathname: '/checkout',
      referrer: document.referrer,
    });
    expect(sessionStorage.getItem(REFERRER_STORAGE_KEY)).toBe(document.referrer);
  });
});

describe('patterns', () => {
  it('match one segment with *, the rest with **, ignoring query and trailing slash', () => {
    expect(matchesPattern('/update/*', '/update/42')).toBe(true);
    expect(matchesPattern('/update/*', '/update/42/')).toBe(true);
    expect(matchesPattern('/update/*', '/update/42/x')).toBe(false);
    expect(matchesPattern('/update/*', '/update')).toBe(false);
    expect(matchesPattern('/a/**', '/a/b/c')).toBe(true);
    expect(matchesPattern('/products', '/products?q=x')).toBe(true);
    expect(matchesPattern('/products', '/products/create')).toBe(false);
    // Regular-expression characters in a pattern are literal.
    expect(matchesPattern('/a.b', '/axb')).toBe(false);
  });

  it('analyticsPath skips before it masks', () => {
    const options = { skipPatterns: ['/update/secret'], maskPatterns: ['/update/*'] };
    expect(analyticsPath('/update/secret', options)).toBeNull();
    expect(analyticsPath('/update/1', options)).toBe('/update/*');
    expect(analyticsPath('/', options)).toBe('/');
  });

  it('analyticsOrigin implies https and drops trailing slashes', () => {
    expect(analyticsOrigin('stats.example.com/')).toBe('https://stats.example.com');
    expect(analyticsOrigin('http://localhost:8080')).toBe('http://localhost:8080');
  });
});
