import { describe, expect, it } from 'vitest';
import { DEFAULT_CHECKOUT_MESSAGE } from './checkout-message';
import {
  collapsedProductsLine,
  orderWhatsapp,
  renderOrderMessage,
  WHATSAPP_URL_MAX_LENGTH,
  type OrderMessageInput,
} from './order-message';
import { priceOrder } from './order-pricing';
import type { PaymentMethodData } from './payments';
import { aliasTransfer, cabaZone, pricedBreakdown, primera10 } from './sale.fixtures';
import { whatsappNumber, whatsappUrl } from './whatsapp';

const ORDER_URL = 'https://dulces-ana.tiendas.example.com/pedido/q1w2e3r4t5y6u7i8o9p0aS';

const SPANISH_NAMES = [
  'Torta de chocolate con dulce de leche',
  'Alfajores de maicena (docena)',
  'Empanadas de carne cortada a cuchillo',
  'Medialunas de manteca',
  'Pan dulce con frutas y nueces',
  'Budín de limón y amapola',
];

function order(lineCount: number, overrides: Partial<OrderMessageInput> = {}): OrderMessageInput {
  const lines = Array.from({ length: lineCount }, (_, i) => ({
    quantity: (i % 3) + 1,
    name: SPANISH_NAMES[i % SPANISH_NAMES.length] ?? 'Producto',
  }));
  return {
    template: DEFAULT_CHECKOUT_MESSAGE,
    storeName: 'Dulces Ana',
    number: 1001,
    lines,
    total: 12500,
    customerName: 'María José Núñez',
    delivery: { type: 'delivery', address: 'Av. Corrientes 1234, 5º B, CABA' },
    note: 'Tocar timbre dos veces, por favor.',
    orderUrl: ORDER_URL,
    ...overrides,
  };
}

const DIGITS = '5491123456789';

describe('renderOrderMessage', () => {
  it('is the template with its product lines, then number, total, customer, delivery, note and link', () => {
    const text = renderOrderMessage(
      order(2, {
        lines: [
          { quantity: 2, name: 'Torta de chocolate' },
          { quantity: 12, name: 'Galletas' },
        ],
      }),
    );
    expect(text).toBe(
      [
        '¡Hola Dulces Ana! 👋',
        'Me gustaría confirmar mi pedido de los siguientes productos:',
        '- 2 x Torta de chocolate',
        '- 12 x Galletas',
        DEFAULT_CHECKOUT_MESSAGE.end,
        '',
        'Pedido #1001',
        'Total: $12.500,00',
        'Nombre: María José Núñez',
        'Entrega: Envío a domicilio — Av. Corrientes 1234, 5º B, CABA',
        'Nota: Tocar timbre dos veces, por favor.',
        `Ver pedido: ${ORDER_URL}`,
      ].join('\n'),
    );
  });

  it('says Retiro for a pick-up and leaves out an empty note', () => {
    const text = renderOrderMessage(
      order(1, { delivery: { type: 'pickup', address: 'ignored' }, note: '  ' }),
    );
    expect(text).toContain('\nEntrega: Retiro\n');
    expect(text).not.toContain('ignored');
    expect(text).not.toContain('Nota:');
  });

  it('trims the customer and the address; an empty address says only the delivery', () => {
    const details = (overrides: Partial<OrderMessageInput>) =>
      renderOrderMessage(order(1, { note: '', ...overrides }))
        .split('\n\n')
        .at(-1);
    expect(
      details({
        customerName: '  Ana  ',
        delivery: { type: 'delivery', address: '  Av. Corrientes 1234  ' },
      }),
    ).toBe(
      [
        'Pedido #1001',
        'Total: $12.500,00',
        'Nombre: Ana',
        'Entrega: Envío a domicilio — Av. Corrientes 1234',
        `Ver pedido: ${ORDER_URL}`,
      ].join('\n'),
    );
    expect(details({ delivery: { type: 'delivery', address: '   ' } })).toContain(
      '\nEntrega: Envío a domicilio\nVer pedido: ',
    );
  });

  it("uses the merchant's own template", () => {
    const text = renderOrderMessage(
      order(1, {
        template: {
          start: 'Hola {nombre-tienda}',
          body: '',
          product: '{nombre-producto} ×{cantidad}',
          end: 'Gracias, {nombre-tienda}',
        },
        lines: [{ quantity: 3, name: 'Mate' }],
      }),
    );
    expect(text.startsWith('Hola Dulces Ana\nMate ×3\nGracias, Dulces Ana\n\nPedido #1001')).toBe(
      true,
    );
  });
});

describe('whatsappNumber', () => {
  it('is digits only with the calling code', () => {
    expect(whatsappNumber('+58', '4141234567')).toBe('584141234567');
    expect(whatsappNumber('+58', '0414-123 45 67')).toBe('584141234567');
    expect(whatsappNumber('+52', '5512345678')).toBe('525512345678');
    expect(whatsappNumber('+57', '3001234567')).toBe('573001234567');
  });

  it("gives Argentina's mobiles their 9 after 54, whatever way they were typed", () => {
    expect(whatsappNumber('+54', '1123456789')).toBe('5491123456789');
    expect(whatsappNumber('+54', '91123456789')).toBe('5491123456789');
    expect(whatsappNumber('+54', '01115 2345 6789')).toBe('5491123456789');
    expect(whatsappNumber('+54', '3515123456')).toBe('5493515123456');
    expect(whatsappNumber('+54', '0351155123456')).toBe('5493515123456');
  });

  it('keeps a number it cannot read as typed: digits only, a leading trunk 0 dropped', () => {
    expect(whatsappNumber('+58', '12-34')).toBe('581234');
    expect(whatsappNumber('+58', '00123')).toBe('58123');
    expect(whatsappNumber('+58', '0102')).toBe('58102');
    // A 0 inside a number is not a trunk 0: this typo is not "repaired" into 414 1234567.
    expect(whatsappNumber('+58', '41401234567')).toBe('5841401234567');
  });

  it('adds the 9 only to 54 followed by exactly 10 digits', () => {
    expect(whatsappNumber('+54', '11123456789')).toBe('5411123456789');
    expect(whatsappNumber('+1', '541123456789')).toBe('1541123456789');
  });

  it('is null without a number', () => {
    expect(whatsappNumber('+54', '')).toBeNull();
    expect(whatsappNumber('+54', ' - ')).toBeNull();
    expect(whatsappNumber('', '1123456789')).toBeNull();
  });
});

describe('whatsappUrl', () => {
  it('encodes with encodeURIComponent: %20 for a space, never +; & # ? = stay inside the text', () => {
    const url = whatsappUrl(DIGITS, 'Hola & chau #1 ¿sí? a=b +1 ñ 👋\nfin');
    expect(url.startsWith(`https://wa.me/${DIGITS}?text=`)).toBe(true);
    const text = url.slice(url.indexOf('?text=') + '?text='.length);
    expect(text).not.toMatch(/[ +&#?=]/);
    expect(text).toContain('%20');
    expect(text).toContain('%2B1');
    expect(text).toContain('%0A');
    expect(decodeURIComponent(text)).toBe('Hola & chau #1 ¿sí? a=b +1 ñ 👋\nfin');
    expect(new URL(url).searchParams.get('text')).toBe('Hola & chau #1 ¿sí? a=b +1 ñ 👋\nfin');
  });
});

describe('collapsedProductsLine', () => {
  it('says producto for one and productos for more, without a link of its own', () => {
    expect(collapsedProductsLine(1)).toBe('1 producto (detalle en el enlace del pedido)');
    expect(collapsedProductsLine(2)).toBe('2 productos (detalle en el enlace del pedido)');
  });
});

describe('orderWhatsapp', () => {
  it('sends the full message while its URL fits', () => {
    const input = order(5);
    const result = orderWhatsapp(DIGITS, input);
    expect(result.collapsed).toBe(false);
    expect(result.urlText).toBe(renderOrderMessage(input));
    expect(result.fullText).toBe(result.urlText);
    expect(result.url).toBe(whatsappUrl(DIGITS, result.fullText));
  });

  it('measures a 20-line and a 40-line Spanish order: the first fits, the second collapses', () => {
    const full = (n: number) => whatsappUrl(DIGITS, renderOrderMessage(order(n))).length;
    // Measured with these names (issue 12's own sample measured about 2,000 and 3,550): a change of the
    // message's shape shows here.
    expect([full(20), full(40)]).toEqual([1818, 2901]);
    expect(orderWhatsapp(DIGITS, order(20)).collapsed).toBe(false);
    expect(orderWhatsapp(DIGITS, order(40)).url.length).toBe(786);
  });

  it('collapses the product lines past the limit, keeping number, total and link', () => {
    const input = order(40);
    const result = orderWhatsapp(DIGITS, input);
    expect(result.collapsed).toBe(true);
    expect(result.url.length).toBeLessThanOrEqual(WHATSAPP_URL_MAX_LENGTH);
    expect(result.urlText).toContain(collapsedProductsLine(40));
    // The order's link once, at the end.
    expect(result.urlText.split(ORDER_URL)).toHaveLength(2);
    expect(result.urlText).not.toContain('- 1 x ');
    expect(result.urlText).toContain('¡Hola Dulces Ana! 👋');
    expect(result.urlText).toContain('Pedido #1001');
    expect(result.urlText).toContain('Total: $12.500,00');
    expect(result.urlText).toContain(`Ver pedido: ${ORDER_URL}`);
    // 'Copiar pedido' keeps every line.
    expect(result.fullText).toBe(renderOrderMessage(input));
    expect(result.fullText.match(/^- \d+ x /gm)).toHaveLength(40);
  });

  it('sends the full message when its URL is exactly at the limit', () => {
    // The note pads the message one ASCII character (one URL character) at a time.
    const url = (note: string) => whatsappUrl(DIGITS, renderOrderMessage(order(1, { note })));
    const note = 'a'.repeat(1 + WHATSAPP_URL_MAX_LENGTH - url('a').length);
    expect(url(note).length).toBe(WHATSAPP_URL_MAX_LENGTH);
    expect(orderWhatsapp(DIGITS, order(1, { note })).collapsed).toBe(false);
    // One character more: the note is cut (not the product line).
    const over = orderWhatsapp(DIGITS, order(1, { note: `${note}a` }));
    expect(over.collapsed).toBe(false);
    expect(over.url.length).toBeLessThanOrEqual(WHATSAPP_URL_MAX_LENGTH);
    expect(over.urlText).toContain('- 1 x Torta de chocolate con dulce de leche');
    expect(over.urlText).toMatch(/\nNota: a+…\n/);
  });

  it('collapsed, leaves out the blank parts of the template', () => {
    const template = {
      start: 'Hola {nombre-tienda}',
      body: '  ',
      product: '- {cantidad} x {nombre-producto}',
      end: '  ',
    };
    const result = orderWhatsapp(DIGITS, order(60, { template }));
    expect(result.collapsed).toBe(true);
    expect(result.urlText).toBe(
      [
        'Hola Dulces Ana',
        '60 productos (detalle en el enlace del pedido)',
        '',
        'Pedido #1001',
        'Total: $12.500,00',
        'Nombre: María José Núñez',
        'Entrega: Envío a domicilio — Av. Corrientes 1234, 5º B, CABA',
        'Nota: Tocar timbre dos veces, por favor.',
        `Ver pedido: ${ORDER_URL}`,
      ].join('\n'),
    );
  });

  const HUGE_TEMPLATE = { ...DEFAULT_CHECKOUT_MESSAGE, end: 'ñ'.repeat(1500) };

  it('drops the template when even the collapsed message is too long', () => {
    const result = orderWhatsapp(DIGITS, order(3, { template: HUGE_TEMPLATE }));
    expect(result.urlText).toBe(
      [
        '3 productos (detalle en el enlace del pedido)',
        '',
        'Pedido #1001',
        'Total: $12.500,00',
        'Nombre: María José Núñez',
        'Entrega: Envío a domicilio — Av. Corrientes 1234, 5º B, CABA',
        'Nota: Tocar timbre dos veces, por favor.',
        `Ver pedido: ${ORDER_URL}`,
      ].join('\n'),
    );
  });

  it('then cuts the note, keeping as much of it as fits', () => {
    const result = orderWhatsapp(
      DIGITS,
      order(3, { template: HUGE_TEMPLATE, note: `  ${'x'.repeat(3000)}  ` }),
    );
    const kept = /\nNota: (x+)…\n/.exec(result.urlText)?.[1] ?? '';
    expect(kept.length).toBeGreaterThan(0);
    // Each 'x' is one URL character: one more would not have fitted.
    expect(result.url.length).toBe(WHATSAPP_URL_MAX_LENGTH);
  });

  it('drops the note when no part of it fits', () => {
    const withAddress = (address: string, note: string) =>
      orderWhatsapp(
        DIGITS,
        order(3, { template: HUGE_TEMPLATE, note, delivery: { type: 'delivery', address } }),
      );
    // An address that leaves under 20 URL characters: too few for '\nNota: ' and a character and '…'.
    const address = 'x'.repeat(WHATSAPP_URL_MAX_LENGTH - 20 - withAddress('', '').url.length);
    const result = withAddress(address, 'y'.repeat(120));
    expect(result.urlText).not.toContain('Nota');
    expect(result.urlText).toContain(address);
    expect(result.urlText.endsWith(`\nVer pedido: ${ORDER_URL}`)).toBe(true);
    expect(result.url.length).toBeLessThanOrEqual(WHATSAPP_URL_MAX_LENGTH);
  });

  // Issue 21: the three cases below failed on the code before it (checked by running them against it).
  const lines = (text: string) => text.match(/^- \d+ x .+$/gm) ?? [];
  const essentials = (result: { urlText: string; url: string }) => {
    expect(result.url.length).toBeLessThanOrEqual(WHATSAPP_URL_MAX_LENGTH);
    expect(result.urlText).toContain('Pedido #1001');
    expect(result.urlText).toContain('Total: $12.500,00');
    expect(result.urlText.endsWith(`\nVer pedido: ${ORDER_URL}`)).toBe(true);
    expect(result.urlText.split(ORDER_URL)).toHaveLength(2);
    expect(() => decodeURIComponent(result.url.split('?text=')[1] ?? '')).not.toThrow();
  };

  it('cuts a long note before the lines of a small order (it collapsed the one line, link twice)', () => {
    // 500 emoji: the longest note an order takes, 6,000 URL characters.
    const result = orderWhatsapp(DIGITS, order(1, { note: '😀'.repeat(500) }));
    essentials(result);
    expect(result.collapsed).toBe(false);
    expect(lines(result.urlText)).toEqual(['- 1 x Torta de chocolate con dulce de leche']);
    expect(result.urlText).toContain('¡Hola Dulces Ana! 👋');
    expect(result.urlText).toContain(
      'Entrega: Envío a domicilio — Av. Corrientes 1234, 5º B, CABA',
    );
    expect(result.urlText).toMatch(/\nNota: (😀)+…\n/);
    // As much of the note as fits: one more emoji (12 URL characters) would not.
    expect(result.url.length).toBeGreaterThan(WHATSAPP_URL_MAX_LENGTH - 12);
  });

  it('cuts a very long address to fit (the URL was 4,000 characters long)', () => {
    const result = orderWhatsapp(
      DIGITS,
      order(1, { note: '', delivery: { type: 'delivery', address: '🏠'.repeat(300) } }),
    );
    essentials(result);
    expect(lines(result.urlText)).toEqual(['- 1 x Torta de chocolate con dulce de leche']);
    expect(result.urlText).toMatch(/\nEntrega: Envío a domicilio — (🏠)+…\n/);
    expect(result.urlText).toContain('Nombre: María José Núñez');
    expect(result.url.length).toBeGreaterThan(WHATSAPP_URL_MAX_LENGTH - 12);
  });

  it('with a long note and a long address, drops the note, cuts the address, keeps the lines', () => {
    const result = orderWhatsapp(
      DIGITS,
      order(2, {
        note: '😀'.repeat(500),
        delivery: { type: 'delivery', address: '🏠'.repeat(300) },
      }),
    );
    essentials(result);
    expect(result.collapsed).toBe(false);
    expect(lines(result.urlText)).toEqual([
      '- 1 x Torta de chocolate con dulce de leche',
      '- 2 x Alfajores de maicena (docena)',
    ]);
    expect(result.urlText).not.toContain('Nota');
    expect(result.urlText).toMatch(/\nEntrega: Envío a domicilio — (🏠)+…\n/);
  });

  it('collapses a large order with a long address, keeping the count, number, total and link', () => {
    const result = orderWhatsapp(
      DIGITS,
      order(60, {
        note: 'x'.repeat(500),
        delivery: { type: 'delivery', address: '🏠'.repeat(300) },
      }),
    );
    essentials(result);
    expect(result.collapsed).toBe(true);
    expect(result.urlText).toContain(collapsedProductsLine(60));
  });

  it('never passes the limit, whatever the order holds', () => {
    for (let n = 1; n <= 60; n++) {
      expect(orderWhatsapp(DIGITS, order(n)).url.length).toBeLessThanOrEqual(
        WHATSAPP_URL_MAX_LENGTH,
      );
    }
    const huge = order(3, {
      template: { ...DEFAULT_CHECKOUT_MESSAGE, end: 'ñ'.repeat(1500) },
      note: '😀'.repeat(500),
    });
    const result = orderWhatsapp(DIGITS, huge);
    expect(result.url.length).toBeLessThanOrEqual(WHATSAPP_URL_MAX_LENGTH);
    expect(result.urlText).toContain('Pedido #1001');
    expect(result.urlText).toContain(`Ver pedido: ${ORDER_URL}`);
    // Cut between emoji, never inside one (a lone surrogate would make encodeURIComponent throw).
    expect(() => decodeURIComponent(result.url.split('?text=')[1] ?? '')).not.toThrow();
  });
});

describe('variants in the message (issue 22)', () => {
  const remera = { quantity: 2, name: 'Remera Oversize', variant: 'Talle M, Negro' };

  it('writes the variant in parentheses after the name with a template that does not place it', () => {
    const text = renderOrderMessage(order(0, { lines: [remera, { quantity: 1, name: 'Taza' }] }));
    expect(text).toContain('- 2 x Remera Oversize (Talle M, Negro)\n- 1 x Taza\n');
  });

  it("puts it where the merchant's template places {variante}, once", () => {
    const template = {
      ...DEFAULT_CHECKOUT_MESSAGE,
      product: '• {nombre-producto} [{variante}] ×{cantidad}',
    };
    const text = renderOrderMessage(order(0, { template, lines: [remera] }));
    expect(text).toContain('• Remera Oversize [Talle M, Negro] ×2');
    expect(text).not.toContain('(Talle M, Negro)');
  });

  it('keeps the URL within the limit with 100 lines of long variants', () => {
    const lines = Array.from({ length: 100 }, (_, i) => ({
      quantity: 3,
      name: `${SPANISH_NAMES[i % SPANISH_NAMES.length] ?? 'Producto'} ${i}`,
      variant: `Talle ${'X'.repeat(40)}, ${'Ñandú '.repeat(6)}, Algodón peinado orgánico`,
    }));
    const result = orderWhatsapp('5491122334455', order(0, { lines }));
    expect(result.url.length).toBeLessThanOrEqual(WHATSAPP_URL_MAX_LENGTH);
    expect(result.urlText).toContain(ORDER_URL);
    expect(result.fullText).toContain('(Talle XXXX');
  });
});

describe('a priced order in the message (issue 23)', () => {
  // $27.500 of products, a 10% code and a 'CABA' zone ($2.500, free over $30.000): the code leaves 24.750,
  // under 30.000, so the fee is charged: 27.500 − 2.750 + 2.500 = 27.250 (research commerce.md §3, §5).
  const breakdown = pricedBreakdown({
    country: 'AR',
    lines: [
      { unitPriceCents: 1_250_000, quantity: 2 },
      { unitPriceCents: 250_000, quantity: 1 },
    ],
    couponCode: 'primera10',
    coupon: primera10,
    today: '2026-11-27',
    payment: { type: 'ar_transfer', discountPercent: null },
    delivery: cabaZone({ feeCents: 250_000 }),
    deliveryRequired: true,
  });
  const payment: PaymentMethodData = aliasTransfer;
  const tail = [
    'Subtotal: $27.500,00',
    'Cupón PRIMERA10 (-10%): -$2.750,00',
    'Envío (CABA): $2.500,00',
    '*Total: $27.250,00*',
    'Pago: transferencia al alias tienda.ana',
  ];
  const pricedOrder = (lineCount: number, overrides: Partial<OrderMessageInput> = {}) =>
    order(lineCount, { country: 'AR', total: 27_250, breakdown, payment, ...overrides });

  it('ends with the breakdown and the payment, after the address; no second total', () => {
    const text = renderOrderMessage(
      pricedOrder(2, {
        lines: [
          { quantity: 2, name: 'Torta de chocolate' },
          { quantity: 1, name: 'Alfajores' },
        ],
      }),
    );
    expect(text).toBe(
      [
        '¡Hola Dulces Ana! 👋',
        'Me gustaría confirmar mi pedido de los siguientes productos:',
        '- 2 x Torta de chocolate',
        '- 1 x Alfajores',
        DEFAULT_CHECKOUT_MESSAGE.end,
        '',
        'Pedido #1001',
        'Nombre: María José Núñez',
        'Dirección: Av. Corrientes 1234, 5º B, CABA',
        'Nota: Tocar timbre dos veces, por favor.',
        `Ver pedido: ${ORDER_URL}`,
        '',
        ...tail,
      ].join('\n'),
    );
  });

  it('names a pickup point by the breakdown and asks no address', () => {
    const pickup = priceOrder({
      country: 'AR',
      lines: [{ unitPriceCents: 500_000, quantity: 1 }],
      today: '2026-11-27',
      delivery: {
        id: 'local',
        kind: 'retiro',
        name: 'Local Palermo',
        detail: 'Honduras 4800, lun a vie 10 a 18 h',
        feeCents: 0,
        minSubtotalCents: null,
        freeOverCents: null,
        active: true,
      },
    });
    if (!pickup.ok) throw new Error(pickup.error);
    const text = renderOrderMessage(
      order(1, {
        country: 'AR',
        delivery: { type: 'pickup', address: '' },
        breakdown: pickup.breakdown,
        payment: { type: 'cash' },
      }),
    );
    expect(text).not.toContain('Dirección');
    expect(text).not.toContain('Entrega:');
    expect(text.split('\n').slice(-4)).toEqual([
      'Subtotal: $5.000,00',
      'Retiro en: Local Palermo — Honduras 4800, lun a vie 10 a 18 h',
      '*Total: $5.000,00*',
      'Pago: efectivo',
    ]);
  });

  it('collapses the product lines of a long order first, keeping the whole breakdown and the payment', () => {
    // 60 lines make a URL far past the limit: the note, then the products give way; never the figures.
    const input = pricedOrder(60);
    expect(whatsappUrl(DIGITS, renderOrderMessage(input)).length).toBeGreaterThan(
      WHATSAPP_URL_MAX_LENGTH,
    );
    const result = orderWhatsapp(DIGITS, input);
    expect(result.url.length).toBeLessThanOrEqual(WHATSAPP_URL_MAX_LENGTH);
    expect(result.collapsed).toBe(true);
    expect(result.urlText).toContain(collapsedProductsLine(60));
    expect(result.urlText).not.toContain(SPANISH_NAMES[0]);
    expect(result.urlText.split('\n').slice(-tail.length)).toEqual(tail);
    expect(result.urlText).toContain('Pedido #1001');
    expect(result.urlText).toContain(`Ver pedido: ${ORDER_URL}`);
    // 'Copiar pedido' keeps every line and the same figures.
    expect(result.fullText).toContain(`- 1 x ${SPANISH_NAMES[0]}`);
    expect(result.fullText.split('\n').slice(-tail.length)).toEqual(tail);
  });

  it('keeps the breakdown and the payment even when the free texts must go too', () => {
    const result = orderWhatsapp(
      DIGITS,
      pricedOrder(100, {
        note: 'nota '.repeat(200),
        delivery: { type: 'delivery', address: 'Calle larga '.repeat(40) },
        payment: { type: 'payment_link', url: `https://mpago.la/${'x'.repeat(400)}` },
      }),
    );
    expect(result.url.length).toBeLessThanOrEqual(WHATSAPP_URL_MAX_LENGTH);
    expect(result.collapsed).toBe(true);
    const lines = result.urlText.split('\n');
    expect(lines.slice(-5, -1)).toEqual(tail.slice(0, 4));
    expect(lines.at(-1)).toBe(`Pago: link de pago https://mpago.la/${'x'.repeat(400)}`);
  });
});
