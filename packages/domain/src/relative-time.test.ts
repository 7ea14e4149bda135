import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTime', () => {
  it('speaks in seconds under a minute', () => {
    expect(relativeTime(ago(1), now)).toBe('Hace 1 segundo');
    expect(relativeTime(ago(5), now)).toBe('Hace 5 segundos');
    expect(relativeTime(ago(59), now)).toBe('Hace 59 segundos');
    expect(relativeTime(ago(0), now)).toBe('Hace 0 segundos');
  });

  it('then minutes, hours and days, plural with s', () => {
    expect(relativeTime(ago(60), now)).toBe('Hace 1 minuto');
    expect(relativeTime(ago(150), now)).toBe('Hace 2 minutos');
    expect(relativeTime(ago(3_600), now)).toBe('Hace 1 hora');
    expect(relativeTime(ago(2 * 3_600 + 59 * 60), now)).toBe('Hace 2 horas');
    expect(relativeTime(ago(86_400), now)).toBe('Hace 1 día');
    expect(relativeTime(ago(3 * 86_400 + 7_200), now)).toBe('Hace 3 días');
    expect(relativeTime(ago(400 * 86_400), now)).toBe('Hace 400 días');
  });

  it('takes ISO strings and timestamps', () => {
    expect(relativeTime('2026-11-22T11:59:30Z', now)).toBe('Hace 30 segundos');
    expect(relativeTime(now.getTime() - 120_000, now.getTime())).toBe('Hace 2 minutos');
  });

  it('reads future or unreadable dates as 0 seconds', () => {
    expect(relativeTime(ago(-30), now)).toBe('Hace 0 segundos');
    expect(relativeTime('no es fecha', now)).toBe('Hace 0 segundos');
  });
});
