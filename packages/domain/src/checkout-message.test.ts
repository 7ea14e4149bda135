import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CHECKOUT_MESSAGE,
  isCheckoutDirty,
  renderCheckoutMessage,
  SALE_CLOSING,
  saleMessageTemplate,
  sampleMessage,
  whatsappLink,
} from './checkout-message';
import type { CheckoutSettings } from './checkout-message';

describe('DEFAULT_CHECKOUT_MESSAGE', () => {
  it('has the spec body line and the placeholders', () => {
    expect(DEFAULT_CHECKOUT_MESSAGE.body).toBe(
      'Me gustaría confirmar mi pedido de los siguientes productos:',
    );
    expect(DEFAULT_CHECKOUT_MESSAGE.start).toContain('{nombre-tienda}');
    expect(DEFAULT_CHECKOUT_MESSAGE.product).toContain('{cantidad}');
    expect(DEFAULT_CHECKOUT_MESSAGE.product).toContain('{nombre-producto}');
    expect(DEFAULT_CHECKOUT_MESSAGE.end).toContain('total a pagar');
    expect(DEFAULT_CHECKOUT_MESSAGE.end).toContain('métodos de envío disponibles');
  });
});

describe('renderCheckoutMessage', () => {
  it('fills the placeholders, one line per product', () => {
    expect(
      renderCheckoutMessage(DEFAULT_CHECKOUT_MESSAGE, 'Dulces Ana', [
        { quantity: 2, name: 'Torta de chocolate' },
        { quantity: 12, name: 'Galletas' },
      ]),
    ).toBe(
      [
        '¡Hola Dulces Ana! 👋',
        'Me gustaría confirmar mi pedido de los siguientes productos:',
        '- 2 x Torta de chocolate',
        '- 12 x Galletas',
        '¿Me podrías indicar el total a pagar y los métodos de envío disponibles? Quedo a la espera para realizar el pago. 🙌',
      ].join('\n'),
    );
  });

  it('replaces every occurrence and skips blank parts', () => {
    const template = {
      start: '{nombre-tienda}, {nombre-tienda}',
      body: '  ',
      product: '{cantidad}× {nombre-producto} ({cantidad})',
      end: 'Gracias, {nombre-tienda}',
    };
    expect(renderCheckoutMessage(template, 'Ana', [{ quantity: 3, name: 'Pan' }])).toBe(
      'Ana, Ana\n3× Pan (3)\nGracias, Ana',
    );
  });
});

describe('sampleMessage', () => {
  it('uses quantity 5 and a sample product', () => {
    expect(sampleMessage(DEFAULT_CHECKOUT_MESSAGE, 'Mi Tienda')).toBe(
      [
        '¡Hola Mi Tienda! 👋',
        'Me gustaría confirmar mi pedido de los siguientes productos:',
        '- 5 x Producto de ejemplo',
        DEFAULT_CHECKOUT_MESSAGE.end,
      ].join('\n'),
    );
  });
});

describe('whatsappLink', () => {
  it('joins the digits of area and phone and encodes the text', () => {
    expect(whatsappLink('+58', '414-123 4567', '¡Hola! 5 x Pan & café')).toBe(
      'https://wa.me/584141234567?text=%C2%A1Hola!%205%20x%20Pan%20%26%20caf%C3%A9',
    );
    expect(whatsappLink('+1', '(201) 555-0123', 'a\nb')).toBe(
      'https://wa.me/12015550123?text=a%0Ab',
    );
  });
});

describe('isCheckoutDirty', () => {
  const saved: CheckoutSettings = {
    type: 'whatsapp',
    phone: '4141234567',
    phoneArea: '+58',
    customMessage: { ...DEFAULT_CHECKOUT_MESSAGE },
  };

  it('is true when the hold time changed', () => {
    expect(isCheckoutDirty({ ...saved, holdMinutes: 120 }, { ...saved, holdMinutes: 30 })).toBe(
      true,
    );
    expect(isCheckoutDirty({ ...saved, holdMinutes: 120 }, { ...saved, holdMinutes: 120 })).toBe(
      false,
    );
  });

  it('is false for an equal copy', () => {
    expect(isCheckoutDirty(saved, { ...saved, customMessage: { ...saved.customMessage } })).toBe(
      false,
    );
  });

  it('is true when type, phone, area or a message part changes', () => {
    expect(isCheckoutDirty(saved, { ...saved, type: 'card' })).toBe(true);
    expect(isCheckoutDirty(saved, { ...saved, phone: '4241234567' })).toBe(true);
    expect(isCheckoutDirty(saved, { ...saved, phoneArea: '+57' })).toBe(true);
    for (const part of ['start', 'body', 'product', 'end'] as const) {
      expect(
        isCheckoutDirty(saved, {
          ...saved,
          customMessage: { ...saved.customMessage, [part]: 'otro' },
        }),
      ).toBe(true);
    }
  });
});

describe('whatsappLink without a whole number', () => {
  it('links the digits typed so far when the calling code or the number is missing', () => {
    expect(whatsappLink('', '(414) 123', 'Hola')).toBe('https://wa.me/414123?text=Hola');
    expect(whatsappLink('+58', '', 'Hola')).toBe('https://wa.me/58?text=Hola');
  });
});

describe('saleMessageTemplate (issue 23)', () => {
  it('answers the default closing’s question itself once the message says the total, delivery and payment', () => {
    expect(saleMessageTemplate(DEFAULT_CHECKOUT_MESSAGE, true)).toEqual({
      ...DEFAULT_CHECKOUT_MESSAGE,
      end: SALE_CLOSING,
    });
    expect(SALE_CLOSING).toBe('¡Gracias! Quedo atento a la confirmación.');
  });

  it('keeps the default closing while something is still to agree, and a closing the merchant wrote always', () => {
    expect(saleMessageTemplate(DEFAULT_CHECKOUT_MESSAGE, false)).toBe(DEFAULT_CHECKOUT_MESSAGE);
    const own = { ...DEFAULT_CHECKOUT_MESSAGE, end: '¡Gracias por tu compra!' };
    expect(saleMessageTemplate(own, true)).toBe(own);
  });
});
