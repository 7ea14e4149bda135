import { describe, expect, it } from 'vitest';
import {
  clockTime,
  DEFAULT_HOLD_MINUTES,
  expiredOrderNotification,
  HOLD_MINUTES_OPTIONS,
  holdMinutesLabel,
  holdUntilText,
  isHoldMinutes,
  isLapsedConfirmRefusal,
  ORDER_HOLD_MESSAGES,
  storeTimeZone,
} from './order-hold';
import { canChangeOrderStatus, nextOrderStatuses } from './orders';

describe('hold times', () => {
  it('offers 30 minutes to 24 hours, 2 hours by default', () => {
    expect(HOLD_MINUTES_OPTIONS.map(holdMinutesLabel)).toEqual([
      '30 minutos',
      '1 hora',
      '2 horas',
      '6 horas',
      '24 horas',
    ]);
    expect(DEFAULT_HOLD_MINUTES).toBe(120);
    expect(isHoldMinutes(360)).toBe(true);
    expect(isHoldMinutes(45)).toBe(false);
    expect(isHoldMinutes('120')).toBe(false);
  });
});

describe('the store’s clock', () => {
  it('reads a store’s country as its time zone, Buenos Aires otherwise', () => {
    expect(storeTimeZone('mx')).toBe('America/Mexico_City');
    expect(storeTimeZone('AR')).toBe('America/Argentina/Buenos_Aires');
    expect(storeTimeZone('ZZ')).toBe('America/Argentina/Buenos_Aires');
    expect(storeTimeZone(null)).toBe('America/Argentina/Buenos_Aires');
  });

  it('says until when the units are held, on a 24-hour clock', () => {
    const at = '2026-11-24T21:40:00.000Z';
    expect(holdUntilText(at, storeTimeZone('AR'))).toBe('Reservamos tus productos hasta las 18:40');
    expect(clockTime(at, 'America/Mexico_City')).toBe('15:40');
    expect(clockTime('2026-11-24T03:05:00.000Z', 'UTC')).toBe('03:05');
  });
});

describe('lapsed orders', () => {
  it('may be confirmed or cancelled by the merchant, never lapsed by hand', () => {
    expect(nextOrderStatuses('vencido')).toEqual(['confirmado', 'cancelado']);
    expect(canChangeOrderStatus('nuevo', 'vencido')).toBe(false);
    expect(canChangeOrderStatus('vencido', 'entregado')).toBe(false);
  });

  it('tell the merchant in Spanish', () => {
    expect(expiredOrderNotification(1003)).toBe(
      'El pedido #1003 venció sin confirmarse y su stock volvió a estar disponible',
    );
    const gone = ORDER_HOLD_MESSAGES.goneWhenConfirming('Alfajor', 0);
    expect(gone).toContain('Alfajor ya no tiene stock');
    expect(ORDER_HOLD_MESSAGES.goneWhenConfirming('Alfajor', 1)).toContain('queda 1 unidad');
    expect(isLapsedConfirmRefusal(gone)).toBe(true);
    expect(isLapsedConfirmRefusal('Invalid status change')).toBe(false);
  });
});
