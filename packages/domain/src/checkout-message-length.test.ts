import { describe, expect, it } from 'vitest';
import { DEFAULT_CHECKOUT_MESSAGE, SALE_CLOSING } from './checkout-message';
import {
  METER_SAMPLE_LINES,
  messageLength,
  sampleOrderMessage,
  suggestedClosing,
} from './checkout-message-length';
import type { DeliveryOption } from './delivery';
import { WHATSAPP_URL_MAX_LENGTH } from './order-message';
import type { PaymentMethod } from './payments';
import { whatsappUrl } from './whatsapp';

const caba: DeliveryOption = {
  id: 'caba',
  kind: 'envio',
  name: 'CABA',
  detail: null,
  feeCents: 150_000,
  minSubtotalCents: 99_999_999,
  freeOverCents: null,
  active: true,
};
const pickup: DeliveryOption = {
  ...caba,
  id: 'local',
  kind: 'retiro',
  name: 'Local Palermo',
  detail: 'Av. Corrientes 1234, de lunes a viernes de 10 a 19 h',
  feeCents: 0,
  minSubtotalCents: null,
};
const alias: PaymentMethod = {
  type: 'ar_transfer',
  alias: 'tienda.ana',
  cbu: null,
  holder: 'Ana Pérez',
  cuit: null,
  discountPercent: 10,
};
const base = { template: DEFAULT_CHECKOUT_MESSAGE, storeName: 'Dulces Ana', country: 'AR' };

describe('sampleOrderMessage', () => {
  it('is the order message: 10 product lines, the link, then the breakdown and the payment last', () => {
    const { text, sampleDelivery, samplePayment } = sampleOrderMessage({
      ...base,
      deliveryOptions: [caba],
      paymentMethods: [alias],
      storeOrigin: 'https://ana.tiendas.com',
    });
    expect(sampleDelivery).toBe(false);
    expect(samplePayment).toBe(false);
    expect(text.split('\n').filter((line) => line.startsWith('- 5 x '))).toHaveLength(
      METER_SAMPLE_LINES,
    );
    // 10 × 5 × $2.500 = $125.000; 10% by transfer; the zone's minimum does not refuse the sample.
    expect(text).toContain('Subtotal: $125.000,00');
    expect(text).toContain('Descuento transferencia (-10%): -$12.500,00');
    expect(text).toContain('Envío (CABA): $1.500,00');
    expect(text).toContain('*Total: $114.000,00*');
    expect(text).toContain('Pago: transferencia al alias tienda.ana');
    expect(text).toMatch(/^Ver pedido: https:\/\/ana\.tiendas\.com\/pedido\/\S{24}$/m);
    expect(text.split('\n').at(-1)).toBe('Pago: transferencia al alias tienda.ana');
    // The default closing asks for the total and the delivery, which this message says: the order's
    // closing (saleMessageTemplate), as the real message has it.
    expect(text).toContain(SALE_CLOSING);
    expect(text).not.toContain(DEFAULT_CHECKOUT_MESSAGE.end);
  });

  it("prices the store's longest combination, and samples what the store has not set", () => {
    const both = sampleOrderMessage({
      ...base,
      deliveryOptions: [caba, pickup],
      paymentMethods: [alias],
    });
    expect(both.delivery.id).toBe('local');
    expect(both.text).toContain('Retiro en: Local Palermo — Av. Corrientes 1234');
    const none = sampleOrderMessage({ ...base, deliveryOptions: [{ ...caba, active: false }] });
    expect(none.sampleDelivery).toBe(true);
    expect(none.samplePayment).toBe(true);
    expect(none.text).toContain('Envío (Zona de ejemplo): $1.500,00');
    expect(none.text).toContain('Pago: link de pago https://');
  });
});

describe('messageLength', () => {
  it("measures the wa.me URL the real message's guard measures", () => {
    const text = sampleOrderMessage({ ...base, paymentMethods: [alias] }).text;
    const reading = messageLength(text, '+54', '11 2345-6789');
    expect(reading.urlLength).toBe(whatsappUrl('5491123456789', text).length);
    expect(reading.limit).toBe(WHATSAPP_URL_MAX_LENGTH);
    expect(reading.state).toBe('ok');
  });

  it('warns from 80% of the limit and is over past it, never before', () => {
    const prefix = 'https://wa.me/5491123456789?text='.length;
    const at = (length: number) => messageLength('a'.repeat(length - prefix));
    expect(at(1599).state).toBe('ok');
    expect(at(1600).state).toBe('warning');
    expect(at(2000)).toMatchObject({ state: 'warning', percent: 100 });
    expect(at(2001).state).toBe('over');
  });

  it('counts an emoji and an accent as the encoded URL does', () => {
    // '🙌' is 4 bytes: 12 characters encoded; 'á' 2 bytes: 6.
    expect(messageLength('🙌').urlLength - messageLength('').urlLength).toBe(12);
    expect(messageLength('á').urlLength - messageLength('').urlLength).toBe(6);
  });
});

describe('suggestedClosing', () => {
  const ready = { deliveryOptions: 1, paymentMethods: 1 };
  it('offers the confirmation closing for the default one once delivery and payment are set', () => {
    expect(suggestedClosing(DEFAULT_CHECKOUT_MESSAGE.end, ready)).toBe(SALE_CLOSING);
    expect(SALE_CLOSING).toBe('¡Gracias! Quedo atento a la confirmación.');
  });
  it('never offers it for a closing the merchant wrote, or before the store has both', () => {
    expect(suggestedClosing('¡Gracias, te escribo por el envío!', ready)).toBeNull();
    expect(suggestedClosing('', ready)).toBeNull();
    expect(suggestedClosing(SALE_CLOSING, ready)).toBeNull();
    expect(
      suggestedClosing(DEFAULT_CHECKOUT_MESSAGE.end, { deliveryOptions: 0, paymentMethods: 1 }),
    ).toBeNull();
    expect(
      suggestedClosing(DEFAULT_CHECKOUT_MESSAGE.end, { deliveryOptions: 1, paymentMethods: 0 }),
    ).toBeNull();
  });
});
