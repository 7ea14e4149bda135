import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pixPayload, priceOrder, type OrderBreakdown } from '@panel/domain';
import {
  sampleDeliveryOptions,
  sampleOrder,
  samplePayment,
  samplePaymentMethods,
  sampleStore,
} from '../../fixtures';
import { samplePix } from '../../pix-sample';
import { es } from '../../i18n/es';
import { storefrontParameters, withStorefront } from '../../story-utils';
import { OrderPage } from './order-page';

const meta = {
  title: 'Storefront/Order',
  component: OrderPage,
  decorators: [withStorefront],
  parameters: storefrontParameters,
  args: sampleOrder,
} satisfies Meta<typeof OrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: es.order.heading('María') }),
    ).toBeVisible();
    await expect(canvas.getByText(es.order.lead(1001))).toBeVisible();
    // Until when the units are held, on the store's clock (21:40 UTC is 18:40 in Buenos Aires).
    await expect(canvas.getByText('Reservamos tus productos hasta las 18:40')).toBeVisible();
    await expect(canvas.getByRole('link', { name: es.order.openWhatsApp })).toHaveAttribute(
      'href',
      sampleOrder.whatsappUrl,
    );
    await expect(canvas.getByRole('table')).toHaveTextContent('$32.999,90');
    // 'Copiar pedido' needs the script; without it the text is there to select.
    await expect(canvas.queryByRole('button', { name: es.order.copy })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: es.order.messageLabel })).toHaveValue(
      sampleOrder.messageText,
    );
  },
};

export const Pickup: Story = {
  args: { delivery: 'pickup', address: '', note: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(es.order.pickup)).toBeVisible();
  },
};

export const LongOrder: Story = {
  args: {
    number: 1342,
    lines: Array.from({ length: 12 }, (_, i) => ({
      name: `Producto con un nombre bastante largo número ${i + 1}`,
      quantity: i + 1,
      unitPrice: 1500,
      subtotal: 1500 * (i + 1),
    })),
    total: 117000,
  },
};

/** The hold ended unconfirmed: the page says so instead of the hold's time. */
export const Lapsed: Story = {
  args: { status: 'vencido' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(`${es.order.statusLabel}: ${es.order.statuses.vencido}`),
    ).toBeVisible();
    await expect(canvas.queryByText(/Reservamos tus productos/)).toBeNull();
    await expect(canvas.queryByText(es.order.lead(1001))).toBeNull();
  },
};

/**
 * Issue 21: once the store moved the order the page says so, in Spanish, and no longer asks the
 * customer to send it ('Para terminar, envíalo…', which it did before the fix) nor shows the hold.
 */
const moved = (status: 'confirmado' | 'entregado' | 'cancelado'): Story => ({
  args: { status },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(`${es.order.statusLabel}: ${es.order.statuses[status]}`),
    ).toBeVisible();
    await expect(canvas.getByText(es.order.statusTexts[status])).toBeVisible();
    await expect(canvas.queryByText(es.order.lead(1001))).toBeNull();
    await expect(canvas.queryByText(/Reservamos tus productos/)).toBeNull();
  },
});

export const Confirmed = moved('confirmado');
export const Delivered = moved('entregado');
export const Cancelled = moved('cancelado');

/** The sample order's lines priced with `delivery` and `payment` (as order creation keeps them). */
function breakdownOf(deliveryId: string, payment: 'ar_transfer' | 'cash' | null): OrderBreakdown {
  const method = samplePaymentMethods.find((m) => m.type === payment) ?? null;
  const priced = priceOrder({
    country: 'AR',
    lines: sampleOrder.lines.map((line) => ({
      unitPriceCents: Math.round(line.unitPrice * 100),
      quantity: line.quantity,
    })),
    today: '2026-11-24',
    payment: method ? { type: method.type, discountPercent: method.discountPercent } : null,
    delivery: sampleDeliveryOptions.find((option) => option.id === deliveryId) ?? null,
  });
  if (!priced.ok) throw new Error(priced.error);
  return priced.breakdown;
}

/**
 * Issue 23: the breakdown kept with the order and the transfer's values, each with its copy button (shown
 * by the script: without it the values are text to select).
 */
export const Transfer: Story = {
  args: {
    breakdown: breakdownOf('caba', 'ar_transfer'),
    payment: samplePayment(samplePaymentMethods[0]!),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: es.order.payHeading })).toBeVisible();
    await expect(canvas.getByText('tienda.lucia')).toBeVisible();
    await expect(canvas.getByText('2850590940090418135201')).toBeVisible();
    await expect(canvas.getByText('Descuento transferencia (-10%)')).toBeVisible();
    await expect(canvas.getByText(es.order.payAmount('$31.199,91'))).toBeVisible();
    await expect(canvas.getByRole('table')).toHaveTextContent('Envío (CABA)');
    await expect(canvas.getByText(es.order.deliveryTo('CABA', sampleOrder.address))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Copiar alias' })).toBeNull();
  },
};

/** Issue 23: a Retiro point and cash: the payment is a line. */
export const Cash: Story = {
  args: {
    address: '',
    breakdown: breakdownOf('retiro-palermo', 'cash'),
    payment: samplePayment(samplePaymentMethods[1]!),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(es.order.payCash)).toBeVisible();
    await expect(
      canvas.getByText(es.order.pickupAt('Local Palermo', 'Av. Santa Fe 3253 — Lun a Sáb 10 a 19')),
    ).toBeVisible();
  },
};

/** Issue 23: a payment link, as a button. */
export const PaymentLink: Story = {
  args: {
    breakdown: breakdownOf('coordinar', null),
    payment: samplePayment(samplePaymentMethods[2]!),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: es.order.payLink })).toHaveAttribute(
      'href',
      'https://mpago.la/2Xb7kQp',
    );
    await expect(canvas.getByRole('table')).toHaveTextContent(es.order.coordinateTotal);
  },
};

/** Issue 23: a Brazilian store's Pix order: its BR Code for the total, as text and as a QR. */
export const Pix: Story = {
  args: {
    store: { ...sampleStore, country: 'BR', currency: 'BRL' },
    lines: [{ name: 'Bolo de cenoura', quantity: 1, unitPrice: 59.9, subtotal: 59.9 }],
    total: 59.9,
    delivery: 'pickup',
    address: '',
    breakdown: {
      subtotalCents: 5990,
      discounts: [],
      discountCents: 0,
      delivery: {
        optionId: 'retiro',
        kind: 'retiro',
        name: 'Loja Pinheiros',
        detail: 'Rua dos Pinheiros 100',
        feeCents: 0,
        waived: false,
        missingForFreeCents: null,
      },
      deliveryFeeCents: 0,
      totalCents: 5990,
    },
    payment: {
      type: 'pix',
      name: 'Pix',
      details: [
        { label: 'Chave Pix', value: 'loja@exemplo.com.br', copyLabel: 'Copiar chave Pix' },
        { label: 'Nombre', value: 'Doceria da Ana', copyLabel: null },
      ],
      link: null,
      pix: samplePix,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The fixture is the domain's BR Code for R$ 59,90 and order 1001.
    await expect(samplePix.payload).toBe(
      pixPayload({
        key: 'loja@exemplo.com.br',
        name: 'Doceria da Ana',
        city: 'Sao Paulo',
        amountCents: 5990,
        reference: '1001',
      }),
    );
    await expect(canvas.getByRole('textbox', { name: es.order.pixText })).toHaveValue(
      samplePix.payload,
    );
    await expect(canvas.getByRole('img', { name: es.order.pixQr('R$ 59,90') })).toBeVisible();
  },
};

/** Issue 23: back on the order's tab without having opened WhatsApp (the script shows this). */
export const AskSent: Story = {
  args: { askSent: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(es.order.askSent)).toBeVisible();
    await expect(canvas.getByRole('link', { name: es.order.openAgain })).toHaveAttribute(
      'href',
      sampleOrder.whatsappUrl,
    );
  },
};
