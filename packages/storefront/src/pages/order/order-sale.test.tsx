// The order page's sale (issue 23): the breakdown kept with the order, how to pay with the chosen method,
// and '¿Pudiste enviar tu pedido por WhatsApp?' rendered hidden for the script.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { priceOrder } from '@panel/domain';
import {
  sampleDeliveryOptions,
  sampleOrder,
  samplePayment,
  samplePaymentMethods,
} from '../../fixtures';
import { OrderPage } from './order-page';

const breakdown = (() => {
  const priced = priceOrder({
    country: 'AR',
    lines: [{ unitPriceCents: 2750000, quantity: 1 }],
    today: '2026-11-24',
    payment: { type: 'ar_transfer', discountPercent: 10 },
    delivery: sampleDeliveryOptions[1],
  });
  if (!priced.ok) throw new Error(priced.error);
  return priced.breakdown;
})();

describe('the order page with the sale', () => {
  it('shows the breakdown, the delivery chosen and the transfer with its copy buttons hidden until the script', () => {
    const html = renderToStaticMarkup(
      <OrderPage
        {...sampleOrder}
        breakdown={breakdown}
        payment={samplePayment(samplePaymentMethods[0]!)}
      />,
    );
    expect(html).toContain('Descuento transferencia (-10%)');
    expect(html).toContain('-$2.750,00');
    expect(html).toContain('Envío (CABA)');
    expect(html).toContain('$26.250,00');
    expect(html).toContain('Envío (CABA): Av. Corrientes 1234, CABA');
    expect(html).toContain('Total a pagar: $26.250,00');
    expect(html).toMatch(
      /<code id="pago-0">tienda\.lucia<\/code><button[^>]*hidden=""[^>]*>Copiar alias<\/button>/,
    );
    expect(html).toContain('>Copiar CBU</button>');
    expect(html).toContain('Pon «Pedido 1001» en la referencia o el mensaje del pago.');
    expect(html).toMatch(/data-ask-sent=""[^>]*hidden=""/);
  });

  it('shows an order placed before the breakdown with its total and no payment card', () => {
    const html = renderToStaticMarkup(<OrderPage {...sampleOrder} />);
    expect(html).toContain('$32.999,90');
    expect(html).toContain('Envío a domicilio: Av. Corrientes 1234, CABA');
    expect(html).not.toContain('Cómo pagar');
  });

  it('no longer asks how to pay once the order is cancelled, nor asks whether it was sent', () => {
    const html = renderToStaticMarkup(
      <OrderPage
        {...sampleOrder}
        status="cancelado"
        breakdown={breakdown}
        payment={samplePayment(samplePaymentMethods[0]!)}
      />,
    );
    expect(html).not.toContain('Cómo pagar');
    expect(html).not.toContain('data-ask-sent');
  });
});
