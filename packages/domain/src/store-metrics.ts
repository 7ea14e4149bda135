// The dashboard's four numbers (issue 13): what counts as a visit, a cart, an abandoned cart and a
// conversion. The server's roll-up SQL (apps/server/src/metrics) implements these same rules over stored
// events; `summarizeVisits` is their reference, and both are tested against the same cases.

/** A visit ends after this long without a page view. */
export const VISIT_GAP_MS = 30 * 60 * 1000;

/** Periods of the dashboard and their length in days (today, the last 7, 30 and 365 days). */
export const METRIC_PERIOD_DAYS = { day: 1, week: 7, month: 30, year: 365 } as const;

/** One of the dashboard's periods. */
export type MetricPeriod = keyof typeof METRIC_PERIOD_DAYS;

/** What the storefront records: a page view, a product added to the cart, an order placed. */
export type StoreEventKind = 'view' | 'cart' | 'order';

/** One event of one visitor (`visitor`: the day's salted hash, with the tab's id when the script ran). */
export interface StoreEvent {
  visitor: string;
  kind: StoreEventKind;
  at: Date;
}

/** The four counts behind the dashboard's numbers. */
export interface VisitSummary {
  visits: number;
  /** Visits in which at least one product was added to the cart. */
  carts: number;
  /** Carts whose visit ended (30 minutes without a page view before `now`) without an order. */
  abandonedCarts: number;
  /** Visits with at least one order (a cancelled order still counts). */
  visitsWithOrder: number;
}

/**
 * The reference definitions: each visitor's page views split into visits at every gap over 30 minutes;
 * a cart or order event belongs to the visit open when it happened (none before the first view: ignored).
 */
export function summarizeVisits(events: readonly StoreEvent[], now: Date): VisitSummary {
  const byVisitor = new Map<string, StoreEvent[]>();
  for (const event of events) {
    const list = byVisitor.get(event.visitor) ?? [];
    list.push(event);
    byVisitor.set(event.visitor, list);
  }
  const summary: VisitSummary = { visits: 0, carts: 0, abandonedCarts: 0, visitsWithOrder: 0 };
  for (const list of byVisitor.values()) {
    // Views first at equal times: an order posted in the same millisecond as a view belongs to it.
    const order: Record<StoreEventKind, number> = { view: 0, cart: 1, order: 2 };
    list.sort((a, b) => a.at.getTime() - b.at.getTime() || order[a.kind] - order[b.kind]);
    let visit: { lastView: number; cart: boolean; order: boolean } | null = null;
    const close = () => {
      if (!visit) return;
      summary.visits += 1;
      if (visit.cart) summary.carts += 1;
      if (visit.order) summary.visitsWithOrder += 1;
      if (visit.cart && !visit.order && now.getTime() - visit.lastView > VISIT_GAP_MS) {
        summary.abandonedCarts += 1;
      }
    };
    for (const event of list) {
      const at = event.at.getTime();
      if (event.kind === 'view') {
        if (!visit || at - visit.lastView > VISIT_GAP_MS) {
          close();
          visit = { lastView: at, cart: false, order: false };
        } else {
          visit.lastView = at;
        }
      } else if (visit) {
        visit[event.kind] = true;
      }
    }
    close();
  }
  return summary;
}

/** Share of visits with an order, in percent (0 without visits). */
export function conversionRate(visitsWithOrder: number, visits: number): number {
  return visits > 0 ? (visitsWithOrder / visits) * 100 : 0;
}

/**
 * Change of a figure against the previous period, in percent, rounded to one decimal; null when the
 * previous period had nothing to compare with (the dashboard shows '—').
 */
export function metricChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

// Agents that say they are not a person: crawlers, link-preview fetchers of chat apps and social
// networks, monitors, headless browsers and HTTP libraries. 'bot' anywhere but the Cubot phones' brand.
const AUTOMATED_AGENT =
  /(?<!cu)bot|crawl|spider|slurp|preview|facebookexternalhit|facebookcatalog|meta-externalagent|whatsapp\/|telegrambot|twitterbot|slackbot|slack-imgproxy|discordbot|linkedinbot|pinterest|embedly|skypeuripreview|vkshare|redditbot|applebot|bingpreview|headlesschrome|lighthouse|pagespeed|ptst|uptime|monitor|curl\/|wget\/|python-|python\/|go-http-client|java\/|okhttp|axios\/|node-fetch|undici|libwww|httpclient/i;

/** True for a user agent that says it is automated (or none at all): not a visit. */
export function isAutomatedAgent(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.trim() === '') return true;
  return AUTOMATED_AGENT.test(userAgent);
}

/** True for a speculative load (`Sec-Purpose: prefetch`, `Purpose: prefetch`, `X-Moz: prefetch`). */
export function isPrefetch(headers: Record<string, string | string[] | undefined>): boolean {
  const say = (name: string) => {
    const value = headers[name];
    return (Array.isArray(value) ? value.join(',') : (value ?? '')).toLowerCase();
  };
  return ['sec-purpose', 'purpose', 'x-moz', 'x-purpose'].some((name) =>
    say(name).includes('prefetch'),
  );
}
