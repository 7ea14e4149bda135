// The cart's sale (issue 23) as the server renders it: the options, the coupon field, the methods and the
// breakdown priced by @panel/domain's priceOrder (the fixtures price as the server's quoteSale does).
import { gzipSync } from 'node:zlib';
import {
  DELIVERY_OPTIONS_MAX,
  MAX_ORDER_LINES,
  PAYMENT_METHOD_NAMES,
  PAYMENT_METHOD_TYPES,
} from '@panel/domain';
import type React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Document } from '../../document/document';
import { cartMeta } from '../../document/meta';
import {
  sampleCart,
  sampleOrder,
  sampleSale,
  sampleSaleCart,
  sampleSaleCartWith,
} from '../../fixtures';
import { samplePix } from '../../pix-sample';
import { OrderPage } from '../order/order-page';
import { CartPage } from './cart-page';
import { CartSaleFragment } from './cart-sale';

const render = (data: Parameters<typeof CartPage>[0]) =>
  renderToStaticMarkup(<CartPage {...data} />);

describe('the cart with the sale', () => {
  it('offers every delivery option with its fee, the coupon field and the payment methods', () => {
    const html = render(sampleSaleCart);
    expect(html).toContain('Local Palermo');
    expect(html).toContain('Av. Santa Fe 3253 — Lun a Sáb 10 a 19');
    expect(html).toMatch(/CABA<\/span><span class="sf-price">\$1\.500,00</);
    expect(html).toMatch(/Local Palermo<\/span><span class="sf-price">Gratis</);
    // 'A coordinar por WhatsApp' shows no fee.
    expect(html).toMatch(/A coordinar por WhatsApp<\/span><\/span>/);
    expect(html).toContain('¿Tenés un cupón?');
    expect(html).toContain('Transferencia (alias o CBU/CVU)');
    expect(html).toContain('10% de descuento');
    // Nothing chosen: no option checked, no error, the lines' subtotal as the total.
    expect(html).not.toMatch(/name="delivery"[^>]*checked/);
    expect(html).not.toContain('role="alert"');
    expect(html.match(/\$32\.999,90/g)?.length).toBeGreaterThanOrEqual(3);
  });

  it("places the order on Enter: the form's first submit is the order's, not 'Aplicar'", () => {
    const html = render(sampleSaleCart);
    const form = /<form[^>]*data-order-form[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? '';
    // Implicit submission clicks the first submit button in tree order (HTML's default button).
    const first = /<button[^>]*type="submit"[^>]*>/.exec(form)?.[0] ?? '';
    expect(first).not.toBe('');
    expect(first).not.toContain('name=');
    expect(form.indexOf(first)).toBeLessThan(form.indexOf('data-apply'));
  });

  it('shows the breakdown with the coupon, the transfer discount, the zone and what is missing for free delivery', () => {
    const html = render(
      sampleSaleCartWith({ delivery: 'caba', coupon: 'primera10', payment: 'ar_transfer' }),
    );
    // 32.999,90 − 3.299,99 (10%) − 2.969,99 (10% of 29.699,91, half up) + 1.500 = 28.229,92.
    expect(html).toContain('Cupón PRIMERA10 (-10%)');
    expect(html).toContain('-$3.299,99');
    expect(html).toContain('Descuento transferencia (-10%)');
    expect(html).toContain('-$2.969,99');
    expect(html).toContain('Envío (CABA)');
    expect(html).toContain('$28.229,92');
    expect(html).toContain('¡Te faltan $3.270,08 para el envío gratis!');
    expect(html).toContain('Cupón PRIMERA10 aplicado.');
  });

  it("says the coupon's reason next to its field", () => {
    const html = render(sampleSaleCartWith({ delivery: 'retiro-palermo', coupon: 'VERANO' }));
    expect(html).toMatch(/aria-invalid="true" aria-describedby="coupon-status"/);
    expect(html).toMatch(/id="coupon-status"[^>]*>Este cupón no existe</);
  });

  it('refuses a zone under its minimum with the amount missing', () => {
    const html = render(sampleSaleCartWith({ delivery: 'gba-norte' }));
    expect(html).toContain(
      'El envío a GBA Norte es para pedidos desde $50.000: te faltan $17.000,10.',
    );
  });

  it("writes the whole amounts of a store without cents as it writes its prices ('$2.500' in Chile)", () => {
    const chile = { ...sampleCart, store: { ...sampleCart.store, country: 'CL' } };
    const sale = sampleSale(
      {
        ...chile,
        lines: [{ ...sampleCart.lines[0]!, unitPrice: 27500, quantity: 1, subtotal: 27500 }],
      },
      { delivery: 'caba' },
    );
    const html = renderToStaticMarkup(
      <CartSaleFragment sale={sale} subtotalCents={2750000} country="CL" />,
    );
    expect(html).toContain('¡Te faltan $2.500 para el envío gratis!');
    expect(html).toContain('$29.000');
  });

  it('renders the parts the script swaps, each once', () => {
    const html = renderToStaticMarkup(
      <CartSaleFragment sale={sampleSale(sampleCart)} subtotalCents={3299990} country="AR" />,
    );
    for (const part of ['summary', 'coupon-status', 'delivery-error']) {
      expect(html.match(new RegExp(`data-sale-part="${part}"`, 'g'))).toHaveLength(1);
    }
  });
});

describe('the sale pages’ weight (the storefront’s 30 KiB of HTML gzip of a page)', () => {
  const NO_ASSETS = { stylesheet: null, script: null, fonts: null };
  const page = (element: React.ReactElement) =>
    `<!doctype html>${renderToStaticMarkup(
      <Document meta={cartMeta(sampleSaleCart)} siteName="Tienda Lucía" assets={NO_ASSETS}>
        {element}
      </Document>,
    )}`;

  it('keeps a full cart (as many lines as an order takes) with 20 delivery options and every method under it', () => {
    const base = sampleCart.lines[0]!;
    const lines = Array.from({ length: MAX_ORDER_LINES }, (_, i) => ({
      ...base,
      productId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      slug: `producto-${i}`,
      name: `Producto con un nombre bastante largo número ${i + 1}`,
    }));
    const sale = sampleSale(sampleCart, { delivery: 'caba', coupon: 'PRIMERA10' });
    const deliveryOptions = Array.from({ length: DELIVERY_OPTIONS_MAX }, (_, i) => ({
      id: `zona-${i}`,
      kind: 'envio' as const,
      name: `Zona de envío ${i + 1}`,
      detail: 'Llega en 24 a 48 h hábiles, de lunes a viernes',
      feeCents: 150000 + i * 10000,
    }));
    const paymentMethods = PAYMENT_METHOD_TYPES.map((type) => ({
      type,
      name: PAYMENT_METHOD_NAMES[type],
      discountPercent: 10,
    }));
    const html = page(
      <CartPage
        {...sampleSaleCart}
        lines={lines}
        total={lines.length * base.subtotal}
        sale={{ ...sale, deliveryOptions, paymentMethods }}
      />,
    );
    const gzip = gzipSync(html).length;
    console.info(
      `cart, ${lines.length} lines and the sale: ${html.length} B of HTML, ${gzip} B gzip`,
    );
    expect(gzip).toBeLessThanOrEqual(30 * 1024);
  });

  it('keeps a Pix order page (its QR drawn in the page) under it', () => {
    const html = page(
      <OrderPage
        {...sampleOrder}
        payment={{ type: 'pix', name: 'Pix', details: [], link: null, pix: samplePix }}
      />,
    );
    const gzip = gzipSync(html).length;
    console.info(`Pix order page: ${html.length} B of HTML, ${gzip} B gzip`);
    expect(gzip).toBeLessThanOrEqual(30 * 1024);
  });
});
