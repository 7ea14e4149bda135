// The web analytics tracker in the app (spec §1, §7): on only when GET /config names a host and a
// token; a page view at every route change, the signed-in user identified once the user info is known
// (and forgotten at sign-out), and the onboarding steps' events sent by their routes.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { disabledAnalytics, useConfig, type AnalyticsTracker } from '@panel/api';
import type * as AnalyticsEffectsModule from './analytics-effects';

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

/** Provides the tracker and, once analytics is on, sends page views and the user's identity. Mount it
 * inside the router. */
export function AnalyticsProvider({ children }: { children: ReactNode }) {
  const config = useConfig();
  const host = config.data?.analytics?.host ?? null;
  const token = config.data?.analytics?.token ?? null;
  const [effects, setEffects] = useState<typeof AnalyticsEffectsModule | null>(null);
  // The tracker's code is fetched only when /config turns analytics on (it is not part of the first load
  // of /login); the page view of the page it arrives on is sent then.
  useEffect(() => {
    if (host && token) void import('./analytics-effects').then(setEffects);
  }, [host, token]);
  const tracker = useMemo(
    () => (effects && host && token ? effects.createPanelTracker(host, token) : disabledAnalytics),
    [effects, host, token],
  );
  return (
    <AnalyticsContext.Provider value={tracker}>
      {effects && tracker.enabled && <effects.AnalyticsEffects tracker={tracker} />}
      {children}
    </AnalyticsContext.Provider>
  );
}
