// The client key of the per-client limits: IPv4 as it is, IPv6 by its /64; and the in-process shield.
import { describe, expect, it } from 'vitest';
import { clientKey, clientNetworkKey } from '../src/rate-limit/client-key.js';
import { Shield } from '../src/rate-limit/shield.js';

describe('clientNetworkKey', () => {
  it('keys an IPv4 address by itself and an IPv6 address by its /48', () => {
    expect(clientNetworkKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetworkKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetworkKey('2001:db8:77:1::5')).toBe('2001:db8:77::/48');
    expect(clientNetworkKey('2001:db8:77:ffff:1:2:3:4')).toBe('2001:db8:77::/48');
    expect(clientNetworkKey('2001:db8:78::1')).toBe('2001:db8:78::/48');
  });
});

describe('clientKey', () => {
  it('keys an IPv4 address by itself, also when IPv4-mapped', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('keys every address of one IPv6 /64 the same, and other /64s apart', () => {
    const a = clientKey('2001:db8:1:2::1');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe(a);
    expect(clientKey('2001:DB8:1:2:abcd::9')).toBe(a);
    expect(clientKey('2001:db8:1:2::1%eth0')).toBe(a);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(a);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });

  // Mutants killed (pnpm mutate --group=rate-limit): `groups.slice(0, 5).some(…)` for `.every(…)` in
  // the IPv4-mapped check, which would key such an address by its last 32 bits, so one /64 could pick
  // 2^32 keys; and `8 + left.length - right.length` zeros for `::`, which shifts the groups after it.
  it('keys an address of a /64 by the /64 even when its low half looks IPv4-mapped', () => {
    const a = clientKey('2001:db8:1:2::1');
    expect(clientKey('2001:db8:1:2:0:ffff:cb00:7107')).toBe(a);
    expect(clientKey('2001:db8:1:2:0:ffff:c633:6407')).toBe(a);
    expect(clientKey('2001::db8:1:2:3:4')).toBe('2001:0:0:db8::/64');
  });

  // Mutants killed: `(\d)` for `(\d+)` in the second or the fourth part of the dotted tail, which
  // leaves a mapped address with a two-digit part unread (NaN groups); and an IPv4 address with a zone
  // kept as it is instead of keyed by the address (`ip.split('%')[0] && ip`, `isIPv4(…)` → false).
  it('reads every part of a dotted IPv4-mapped tail, and drops a zone from an IPv4 address', () => {
    expect(clientKey('::ffff:198.51.100.77')).toBe('198.51.100.77');
    expect(clientNetworkKey('::ffff:198.51.100.77')).toBe('198.51.100.77');
    expect(clientKey('203.0.113.7%eth0')).toBe('203.0.113.7');
  });

  it('leaves anything else as it is', () => {
    expect(clientKey('unknown')).toBe('unknown');
  });
});

describe('Shield', () => {
  it('lets a burst through, then one request per refill interval, per key', () => {
    let now = 0;
    const shield = new Shield(3, 1, 10, () => now);
    expect([1, 2, 3, 4].map(() => shield.allow('a'))).toEqual([true, true, true, false]);
    expect(shield.allow('b')).toBe(true);
    expect(shield.retryAfterSeconds('a')).toBe(1);
    now += 1000;
    expect(shield.allow('a')).toBe(true);
    expect(shield.allow('a')).toBe(false);
  });

  // Mutant killed (pnpm mutate --group=rate-limit): the refill divided by the rate instead of multiplied
  // (a flood's client would wait four times longer at 2 per second).
  it('refills at its rate per second, not one per second', () => {
    let now = 0;
    const shield = new Shield(2, 2, 10, () => now);
    expect([1, 2, 3].map(() => shield.allow('a'))).toEqual([true, true, false]);
    now += 500;
    expect(shield.allow('a')).toBe(true);
    expect(shield.allow('a')).toBe(false);
  });

  // Mutants killed: Retry-After of a refused client cut to 1 s (`Math.min`, `if (true) return 1`), read
  // from the tokens before its partial refill (the refusal not stored), or computed as `(1 + tokens)` or
  // `* perSecond`; an unknown client's answer throwing instead of 1 s.
  it('tells a refused client when its next token comes, counting what refilled meanwhile', () => {
    let now = 0;
    const shield = new Shield(1, 0.1, 10, () => now);
    expect(shield.allow('a')).toBe(true);
    expect(shield.allow('a')).toBe(false);
    expect(shield.retryAfterSeconds('a')).toBe(10);
    now += 5000;
    expect(shield.allow('a')).toBe(false);
    expect(shield.retryAfterSeconds('a')).toBe(5);
    expect(shield.retryAfterSeconds('nobody')).toBe(1);
  });

  it('forgets the least recently used keys past its size', () => {
    const now = 0;
    const shield = new Shield(1, 0.001, 2, () => now);
    expect(shield.allow('a')).toBe(true);
    expect(shield.allow('b')).toBe(true);
    expect(shield.allow('c')).toBe(true);
    // 'a' was dropped: it starts full again.
    expect(shield.allow('a')).toBe(true);
    expect(shield.allow('c')).toBe(false);
  });
});
