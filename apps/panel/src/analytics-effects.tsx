// The analytics tracker's sending side, loaded by AnalyticsProvider only when /config turns analytics on:
// a page view at every route change and the signed-in user identified once the user info is known (and
// forgotten at sign-out).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { userInfoQuery, type AnalyticsTracker } from '@panel/api';
import { createAnalytics } from '@panel/api/analytics';
import { client } from './api';

/** Paths whose ids are not sent: `/update/42` is sent as `/update/*`. */
export const ANALYTICS_MASK_PATTERNS = ['/update/*'] as const;
/** Paths never sent (none: every panel page counts). */
export const ANALYTICS_SKIP_PATTERNS = [] as const;

/** The panel's tracker for the configured provider. */
export function createPanelTracker(host: string, token: string): AnalyticsTracker {
  return createAnalytics({
    host,
    token,
    maskPatterns: ANALYTICS_MASK_PATTERNS,
    skipPatterns: ANALYTICS_SKIP_PATTERNS,
  });
}

/** Sends the page views and the user's identity through `tracker`. */
export function AnalyticsEffects({ tracker }: { tracker: AnalyticsTracker }) {
  return (
    <>
      <PageViews tracker={tracker} />
      <Identify tracker={tracker} />
    </>
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
