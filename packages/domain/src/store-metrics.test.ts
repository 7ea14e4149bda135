import { describe, expect, it } from 'vitest';
import {
  conversionRate,
  isAutomatedAgent,
  isPrefetch,
  metricChange,
  summarizeVisits,
  type StoreEvent,
} from './store-metrics';

const t0 = new Date('2026-11-24T10:00:00Z').getTime();
const at = (minutes: number) => new Date(t0 + minutes * 60_000);
const ev = (visitor: string, kind: StoreEvent['kind'], minutes: number): StoreEvent => ({
  visitor,
  kind,
  at: at(minutes),
});

describe('summarizeVisits', () => {
  it('ends a visit after 30 minutes without a page view', () => {
    const events = [ev('a', 'view', 0), ev('a', 'view', 30), ev('a', 'view', 60.01)];
    expect(summarizeVisits(events, at(200)).visits).toBe(2);
    expect(summarizeVisits([ev('a', 'view', 0), ev('a', 'view', 30)], at(200)).visits).toBe(1);
  });

  it('measures the 30 minutes from the last page view, not the first', () => {
    const events = [ev('a', 'view', 0), ev('a', 'view', 20), ev('a', 'view', 40)];
    expect(summarizeVisits(events, at(200)).visits).toBe(1);
  });

  it('reads the events in time order, whatever order they come in', () => {
    // 0, 20, 45 is one visit (gaps of 20 and 25 minutes); read as given, 0 → 45 would split it.
    const events = [ev('a', 'view', 0), ev('a', 'view', 45), ev('a', 'view', 20)];
    expect(summarizeVisits(events, at(200)).visits).toBe(1);
    // A cart listed before the view that opened its visit still belongs to it.
    expect(summarizeVisits([ev('a', 'cart', 5), ev('a', 'view', 0)], at(200)).carts).toBe(1);
  });

  it('gives an order in the same millisecond as a view to that view', () => {
    const summary = summarizeVisits([ev('a', 'order', 5), ev('a', 'view', 5)], at(6));
    expect(summary).toEqual({ visits: 1, carts: 0, abandonedCarts: 0, visitsWithOrder: 1 });
  });

  it('counts each visitor apart', () => {
    expect(summarizeVisits([ev('a', 'view', 0), ev('b', 'view', 0)], at(1)).visits).toBe(2);
  });

  it('a cart is a visit with an add; abandoned once the visit ended without an order', () => {
    const events = [
      ev('a', 'view', 0),
      ev('a', 'cart', 1),
      ev('a', 'cart', 2),
      ev('b', 'view', 0),
      ev('b', 'cart', 1),
      ev('b', 'order', 5),
      ev('c', 'view', 0),
    ];
    expect(summarizeVisits(events, at(31))).toEqual({
      visits: 3,
      carts: 2,
      abandonedCarts: 1,
      visitsWithOrder: 1,
    });
    // Still open: not abandoned yet.
    expect(summarizeVisits(events, at(20)).abandonedCarts).toBe(0);
  });

  it('abandons a cart only past 30 minutes after the last view, and never one with an order', () => {
    const events = [
      ev('a', 'view', 0),
      ev('a', 'cart', 1),
      ev('b', 'view', 0),
      ev('b', 'cart', 1),
      ev('b', 'order', 2),
    ];
    expect(summarizeVisits(events, at(30)).abandonedCarts).toBe(0);
    expect(summarizeVisits(events, at(30.01)).abandonedCarts).toBe(1);
    // Each visitor alone: a's cart without an order is abandoned, b's with one is not.
    expect(summarizeVisits(events.slice(0, 2), at(31)).abandonedCarts).toBe(1);
    expect(summarizeVisits(events.slice(2), at(31)).abandonedCarts).toBe(0);
  });

  it('ignores cart and order events before any page view', () => {
    expect(summarizeVisits([ev('a', 'order', 0)], at(60))).toEqual({
      visits: 0,
      carts: 0,
      abandonedCarts: 0,
      visitsWithOrder: 0,
    });
  });
});

describe('rates and changes', () => {
  it('conversion is visits with an order over visits', () => {
    expect(conversionRate(1, 4)).toBe(25);
    expect(conversionRate(0, 0)).toBe(0);
  });

  it('change in percent, null without a previous figure', () => {
    expect(metricChange(12, 10)).toBe(20);
    expect(metricChange(9, 12)).toBe(-25);
    expect(metricChange(5, 0)).toBeNull();
    expect(metricChange(0, 0)).toBeNull();
  });
});

describe('isAutomatedAgent', () => {
  const phone =
    'Mozilla/5.0 (Linux; Android 13; SM-A135M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
  it('lets browsers through (Cubot phones too)', () => {
    expect(isAutomatedAgent(phone)).toBe(false);
    expect(isAutomatedAgent(phone.replace('SM-A135M', 'CUBOT X20'))).toBe(false);
  });
  it.each([
    'WhatsApp/2.23.20.0 A',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'TelegramBot (like TwitterBot)',
    'Twitterbot/1.0',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'curl/8.5.0',
    '',
  ])('refuses %s', (agent) => {
    expect(isAutomatedAgent(agent)).toBe(true);
  });
  it('refuses no agent at all', () => expect(isAutomatedAgent(undefined)).toBe(true));
  it('refuses an agent of blanks', () => expect(isAutomatedAgent('   ')).toBe(true));
});

describe('isPrefetch', () => {
  it('reads Sec-Purpose and Purpose', () => {
    expect(isPrefetch({ 'sec-purpose': 'prefetch;prerender' })).toBe(true);
    expect(isPrefetch({ purpose: 'prefetch' })).toBe(true);
    expect(isPrefetch({ accept: 'text/html' })).toBe(false);
  });

  it("reads Firefox's X-Moz and X-Purpose, and a header sent twice", () => {
    expect(isPrefetch({ 'x-moz': 'prefetch' })).toBe(true);
    expect(isPrefetch({ 'x-purpose': 'preview, prefetch' })).toBe(true);
    expect(isPrefetch({ 'sec-purpose': ['prerender', 'Prefetch'] })).toBe(true);
    expect(isPrefetch({ 'x-moz': 'other' })).toBe(false);
  });
});
