// The tracker's interface and the tracker that sends nothing, apart from the sending code (analytics.ts):
// the panel's first load carries only these, and fetches the rest when /config turns analytics on.

/** JSON-serialisable event or user data. */
export type AnalyticsData = Record<string, unknown>;

/** User fields sent by {@link AnalyticsTracker.identify}; `userId` becomes the events' `visitorId`. */
export interface AnalyticsUser extends AnalyticsData {
  userId: string;
}

/** The tracker the app uses; every method is a no-op when analytics is off. */
export interface AnalyticsTracker {
  /** False when the tracker is off (no host or token). */
  readonly enabled: boolean;
  /** Whether page views are sent on route changes (see {@link AnalyticsOptions.autoPageView}). */
  readonly autoPageView: boolean;
  /** Sends a page view of `pathname` (default: the current location). */
  page(pathname?: string): void;
  /** Sends a custom event with optional data. */
  track(name: string, data?: AnalyticsData): void;
  /** Names the signed-in user; later events carry its id as `visitorId`. */
  identify(user: AnalyticsUser): void;
  /** Forgets the user (sign-out): later events carry no `visitorId`. */
  reset(): void;
}

const noop = () => undefined;

/** The tracker that sends nothing (analytics off). */
export const disabledAnalytics: AnalyticsTracker = {
  enabled: false,
  autoPageView: false,
  page: noop,
  track: noop,
  identify: noop,
  reset: noop,
};
