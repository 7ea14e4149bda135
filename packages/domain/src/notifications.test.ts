import { describe, expect, it } from 'vitest';
import {
  menuNotifications,
  prepareNotifications,
  smallScreenUnreadTotal,
  unreadCount,
  unreadCountBySource,
} from './notifications';
import type { Notification } from './notifications';

let seq = 0;
function n(partial: Partial<Notification> & { createdAt: string }): Notification {
  seq += 1;
  return {
    id: `n${seq}`,
    message: `Mensaje ${seq}`,
    type: 'info',
    status: 'readed',
    source: 'products',
    app: 'ecommerce',
    ...partial,
  };
}

describe('prepareNotifications', () => {
  it('keeps only app ecommerce or all', () => {
    const list = [
      n({ id: 'a', app: 'ecommerce', createdAt: '2026-01-01T00:00:00Z' }),
      n({ id: 'b', app: 'all', createdAt: '2026-01-02T00:00:00Z' }),
      n({ id: 'c', app: 'pos', createdAt: '2026-01-03T00:00:00Z' }),
    ];
    expect(prepareNotifications(list).map((x) => x.id)).toEqual(['b', 'a']);
  });

  it('sorts newest first, then moves unread to the top keeping their order', () => {
    const list = [
      n({ id: 'old-read', createdAt: '2026-01-01T00:00:00Z' }),
      n({ id: 'old-unread', status: 'unreaded', createdAt: '2026-01-02T00:00:00Z' }),
      n({ id: 'new-read', createdAt: '2026-01-05T00:00:00Z' }),
      n({ id: 'new-unread', status: 'unreaded', createdAt: '2026-01-04T00:00:00Z' }),
      n({ id: 'bad-date', createdAt: 'ayer' }),
    ];
    const before = list.map((x) => x.id);
    expect(prepareNotifications(list).map((x) => x.id)).toEqual([
      'new-unread',
      'old-unread',
      'new-read',
      'old-read',
      'bad-date',
    ]);
    expect(list.map((x) => x.id)).toEqual(before);
  });
});

describe('menuNotifications', () => {
  it('drops ignored ones and caps at 10', () => {
    const list = Array.from({ length: 14 }, (_, i) =>
      n({
        id: `m${i}`,
        status: i === 13 ? 'ignored' : 'readed',
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
      }),
    );
    const menu = menuNotifications(list);
    expect(menu).toHaveLength(10);
    expect(menu.map((x) => x.id)).toEqual([
      'm12',
      'm11',
      'm10',
      'm9',
      'm8',
      'm7',
      'm6',
      'm5',
      'm4',
      'm3',
    ]);
    expect(menuNotifications([])).toEqual([]);
  });
});

describe('counts', () => {
  const list = [
    n({ status: 'unreaded', source: 'products', createdAt: '2026-01-01T00:00:00Z' }),
    n({ status: 'unreaded', source: 'products', createdAt: '2026-01-01T00:00:00Z' }),
    n({ status: 'unreaded', source: 'checkout', createdAt: '2026-01-01T00:00:00Z' }),
    n({ status: 'unreaded', source: 'sales', createdAt: '2026-01-01T00:00:00Z' }),
    n({ status: 'unreaded', source: 'subscription', createdAt: '2026-01-01T00:00:00Z' }),
    n({ status: 'unreaded', source: 'reports', app: 'pos', createdAt: '2026-01-01T00:00:00Z' }),
    n({ status: 'ignored', source: 'reports', createdAt: '2026-01-01T00:00:00Z' }),
    n({ status: 'readed', source: 'personalization', createdAt: '2026-01-01T00:00:00Z' }),
  ];

  it('badge counts unread notifications of this panel', () => {
    expect(unreadCount(list)).toBe(5);
  });

  it('counts unread per source', () => {
    expect(unreadCountBySource(list)).toEqual({
      reports: 0,
      products: 2,
      checkout: 1,
      personalization: 0,
      sales: 1,
      subscription: 1,
      orders: 0,
    });
  });

  it('small-screen total leaves sales out', () => {
    expect(smallScreenUnreadTotal(unreadCountBySource(list))).toBe(4);
  });
});

describe('unknown sources', () => {
  it('are not counted, even with prototype-like names', () => {
    const odd = [{ source: 'toString' }, { source: 'inventory' }].map((x) => ({
      id: x.source,
      message: '',
      type: 'info' as const,
      status: 'unreaded',
      app: 'all',
      createdAt: '2026-01-01T00:00:00Z',
      source: x.source as Notification['source'],
    }));
    expect(unreadCountBySource(odd)).toEqual({
      reports: 0,
      products: 0,
      checkout: 0,
      personalization: 0,
      sales: 0,
      subscription: 0,
      orders: 0,
    });
    expect(unreadCount(odd)).toBe(2);
  });
});
