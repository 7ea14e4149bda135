import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleOrder } from '../../fixtures';
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
