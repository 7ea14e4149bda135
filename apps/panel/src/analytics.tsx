// The web analytics tracker in the app (spec §1, §7): on only when GET /config names a host and a
// token; a page view at every route change, the signed-in user identified once the user info is known
// (and forgotten at sign-out), and the onboarding steps' events sent by their routes.
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  createAnalytics,
  disabledAnalytics,
  useConfig,
  userInfoQuery,
  type AnalyticsTracker,
} from '@panel/api';
import { client } from './api';

/** Paths whose ids are not sent: `/update/42` is sent as `/update/*`. */
export const ANALYTICS_MASK_PATTERNS = ['/update/*'] as const;
/** Paths never sent (none: every panel page counts). */
export const ANALYTICS_SKIP_PATTERNS = [] as const;

/** Names of the custom events the panel sends. */
export const ANALYTICS_EVENTS = {
  personalInfo: 'onboarding_personal_info',
  storeInfo: 'onboarding_store_info',
} as const;

const AnalyticsContext = createContext<AnalyticsTracker>(disabledAnalytics);

/** The tracker (a no-op one while /config is loading or names no analytics). */
export function useAnalytics(): AnalyticsTracker {
  return useContext(AnalyticsContext);
}

/** Provides the tracker and sends page views and the user's identity. Mount it inside the router. */
export function AnalyticsProvider({ children }: { children: ReactNode }) {
  const config = useConfig();
  const host = config.data?.analytics?.host ?? null;
  const token = config.data?.analytics?.token ?? null;
  const tracker = useMemo(
    () =>
      host && token
        ? createAnalytics({
            host,
            token,
            maskPatterns: ANALYTICS_MASK_PATTERNS,
            skipPatterns: ANALYTICS_SKIP_PATTERNS,
          })
        : disabledAnalytics,
    [host, token],
  );
  return (
    <AnalyticsContext.Provider value={tracker}>
      <PageViews tracker={tracker} />
      <Identify tracker={tracker} />
      {children}
    </AnalyticsContext.Provider>
  );
}

/** A page view per route change (the path, not the query), once per path even under StrictMode. */
function PageViews({ tracker }: { tracker: AnalyticsTracker }) {
  const { pathname } = useLocation();
  const last = useRef<{ tracker: AnalyticsTracker; pathname: string } | null>(null);
  useEffect(() => {
    if (!tracker.enabled || !tracker.autoPageView) return;
    if (last.current?.tracker === tracker && last.current.pathname === pathname) return;
    last.current = { tracker, pathname };
    tracker.page(pathname);
  }, [tracker, pathname]);
  return null;
}

/**
 * Identifies the user whenever the cached user info names a new one or new fields (after a sign-in, a
 * reload with a live session, the onboarding name) and forgets it when the user info is dropped
 * (sign-out, expired session). It only reads the cache the guards fill: it never asks the server.
 */
function Identify({ tracker }: { tracker: AnalyticsTracker }) {
  const { data } = useQuery({ ...userInfoQuery(client), enabled: false });
  const user = data?.user;
  const identified = useRef<{ tracker: AnalyticsTracker; key: string } | null>(null);
  useEffect(() => {
    if (!tracker.enabled) return;
    const current = identified.current;
    // Sent again when the fields change (the name given at onboarding), not at every refetch.
    const fields = user ? { userId: user.id, email: user.email, name: user.name } : null;
    const key = JSON.stringify(fields);
    if (fields && (current?.tracker !== tracker || current.key !== key)) {
      identified.current = { tracker, key };
      tracker.identify(fields);
    } else if (!fields && current !== null) {
      identified.current = null;
      current.tracker.reset();
    }
  }, [tracker, user]);
  return null;
}
