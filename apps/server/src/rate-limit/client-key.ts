// The key a client's limits count under. An IPv4 address is one client; an IPv6 address is not, as a
// single subscriber usually holds a whole /64 and can pick any address in it, so IPv6 clients are keyed
// by their /64 prefix.
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (already checked with isIPv6, no zone). */
function ipv6Groups(address: string): number[] {
  // A trailing dotted IPv4 part (`::ffff:1.2.3.4`) becomes two hex groups first.
  const text = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_all, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)]
      .map((g) => g.toString(16))
      .join(':'),
  );
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const [head = '', tail] = text.split('::');
  if (tail === undefined) return parse(head);
  const left = parse(head);
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The rate-limit key of a client address: the IPv4 address itself (also when written IPv4-mapped,
 * `::ffff:1.2.3.4`), `v6:<first four groups>::/64` for IPv6, and the text as it is otherwise.
 */
export function clientKey(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address.toLowerCase());
  const mapped =
    groups.length === 8 && groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [, , , , , , hi = 0, lo = 0] = groups;
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * The network a client's address belongs to, for caps a subscriber could dodge by moving within a larger
 * assignment: the IPv4 address itself (as {@link clientKey}), `<first three groups>::/48` for IPv6 (a
 * site's usual assignment), the text as it is otherwise.
 */
export function clientNetworkKey(ip: string): string {
  const key = clientKey(ip);
  if (!key.endsWith('::/64')) return key;
  return `${key.split(':').slice(0, 3).join(':')}::/48`;
}
