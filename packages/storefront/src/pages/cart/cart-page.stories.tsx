import { MAX_ORDER_LINES, ORDER_MESSAGES, stockMessage } from '@panel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { COUPON_MESSAGES, freeShippingHint } from '@panel/domain';
import { sampleCart, sampleSaleCart, sampleSaleCartWith, sampleStore } from '../../fixtures';
import { es } from '../../i18n/es';
import { storefrontParameters, withStorefront } from '../../story-utils';
import { CartPage } from './cart-page';

const meta = {
  title: 'Storefront/Cart',
  component: CartPage,
  decorators: [withStorefront],
  parameters: storefrontParameters,
  args: sampleSaleCart,
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: es.cart.title })).toBeVisible();
    // The lines' subtotal, and the summary's Subtotal and Total (nothing chosen yet).
    await expect(canvas.getAllByText('$32.999,90')).toHaveLength(3);
    await expect(canvas.getByRole('textbox', { name: es.cart.name })).toBeRequired();
    // The store's delivery options (issue 23), none chosen yet, and the lines' subtotal as the total.
    await expect(canvas.getByRole('radio', { name: /Local Palermo/ })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: /CABA.*\$1\.500,00/ })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'A coordinar por WhatsApp' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: es.cart.coupon })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: es.cart.couponApply })).toBeVisible();
    await expect(
      canvas.getByRole('radio', { name: /Transferencia.*10% de descuento/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: es.cart.submit })).toBeEnabled();
    // The header shows the count the server knows (this page is never cached).
    await expect(canvas.getByRole('link', { name: /Carrito 3/ })).toBeVisible();
  },
};

export const Invalid: Story = {
  args: {
    values: { ...sampleCart.values, phone: '12', delivery: 'caba' },
    // The server's own messages (orders/create.ts refuses with these).
    errors: {
      name: ORDER_MESSAGES.nameRequired,
      phone: ORDER_MESSAGES.phone,
      address: ORDER_MESSAGES.addressRequired,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(ORDER_MESSAGES.nameRequired);
    await expect(canvas.getByRole('textbox', { name: es.cart.address })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(
      canvas.getByRole('textbox', { name: es.cart.address }),
    ).toHaveAccessibleDescription(`${es.cart.addressHint} ${ORDER_MESSAGES.addressRequired}`);
  },
};

export const OutOfStock: Story = {
  args: {
    lines: sampleCart.lines.map((line, i) => (i === 0 ? { ...line, soldOut: true } : line)),
    // What the server answers when the last unit went to another customer first.
    errors: { form: stockMessage('Remera de algodón orgánico', 0) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Remera de algodón orgánico está agotado.',
    );
    await expect(canvas.getByText(es.cart.soldOutLine)).toBeVisible();
    await expect(canvas.getByRole('button', { name: es.cart.submit })).toBeDisabled();
  },
};

export const SingleProduct: Story = {
  args: {
    lines: sampleCart.lines.slice(0, 1),
    total: 25000,
    single: { productId: '00000000-0000-4000-8000-000000000001', quantity: 2 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: es.cart.update })).toBeNull();
    await expect(canvas.getByRole('button', { name: es.cart.submit })).toBeEnabled();
  },
};

export const Empty: Story = {
  args: { lines: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(es.cart.empty)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: es.cart.submit })).toBeNull();
  },
};

export const NotTakingOrders: Story = {
  args: { store: { ...sampleStore, takingOrders: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: es.notTakingOrders.title })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: es.cart.submit })).toBeNull();
  },
};

export const RemovedProducts: Story = {
  args: {
    lines: sampleCart.lines.slice(1),
    total: 7999.9,
    removed: ['Remera de algodón orgánico', null],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent(es.cart.removed('Remera de algodón orgánico'));
    await expect(notice).toHaveTextContent(es.cart.removedUnnamed(1));
    await expect(canvas.getByRole('button', { name: es.cart.submit })).toBeEnabled();
  },
};

/** Issue 21: a line of the wholesale minimum or more shows the wholesale unit price the order charges. */
export const WholesaleLine: Story = {
  args: {
    lines: [
      { ...sampleCart.lines[0]!, unitPrice: 9800, quantity: 6, subtotal: 58800, wholesale: true },
    ],
    total: 58800,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(es.cart.wholesaleUnitPrice('$9.800,00'))).toBeVisible();
    // The line, the lines' subtotal, and the summary's Subtotal and Total.
    await expect(canvas.getAllByText('$58.800,00')).toHaveLength(4);
  },
};

/**
 * Issue 21: a product added to a cart that holds as many products as an order takes is not added, and
 * the page says so (the cart dropped it without a word).
 */
export const Full: Story = {
  args: { full: 'refused' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(es.cart.notAdded);
    await expect(alert).toHaveTextContent(es.cart.full(MAX_ORDER_LINES));
  },
};

/**
 * Issue 23: a zone, 'PRIMERA10' and the transfer chosen, priced as the server prices them: Subtotal, both
 * discounts, the zone's fee, the Total, and what is missing for its free delivery.
 */
export const SaleChosen: Story = {
  args: sampleSaleCartWith({
    delivery: 'caba',
    coupon: 'PRIMERA10',
    payment: 'ar_transfer',
    address: 'Av. Corrientes 1234',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /CABA/ })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: es.cart.address })).toBeVisible();
    await expect(canvas.getByText('Cupón PRIMERA10 (-10%)')).toBeVisible();
    await expect(canvas.getByText('-$3.299,99')).toBeVisible();
    await expect(canvas.getByText('Descuento transferencia (-10%)')).toBeVisible();
    await expect(canvas.getByText('Envío (CABA)')).toBeVisible();
    await expect(canvas.getByText('$28.229,92')).toBeVisible();
    await expect(canvas.getByText(freeShippingHint(327008, 'AR'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: es.cart.coupon })).toHaveAccessibleDescription(
      es.cart.couponApplied('PRIMERA10'),
    );
  },
};

/** Issue 23: a Retiro point is free and asks for no address. */
export const PickupChosen: Story = {
  args: sampleSaleCartWith({ delivery: 'retiro-palermo', payment: 'cash' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Local Palermo/ })).toBeChecked();
    await expect(canvas.getByText('Retiro (Local Palermo)')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: es.cart.address })).toBeNull();
    await expect(canvas.getAllByText('$32.999,90').length).toBeGreaterThanOrEqual(2);
  },
};

/** Issue 23: 'A coordinar por WhatsApp' shows no fee; the total says the delivery is still to agree. */
export const CoordinateChosen: Story = {
  args: sampleSaleCartWith({ delivery: 'coordinar' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(es.cart.coordinateFee)).toBeVisible();
    await expect(canvas.getByText(`$32.999,90 ${es.cart.coordinateTotal}`)).toBeVisible();
  },
};

/** Issue 23: a code the store does not have: its reason next to the field, the figures without it. */
export const CouponRefused: Story = {
  args: sampleSaleCartWith({ delivery: 'retiro-palermo', coupon: 'VERANO' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: es.cart.coupon });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(COUPON_MESSAGES.notFound);
  },
};

/** Issue 23: a zone under its minimum order is refused with the amount missing. */
export const ZoneMinimum: Story = {
  args: sampleSaleCartWith({ delivery: 'gba-norte', address: 'Av. Maipú 100' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'El envío a GBA Norte es para pedidos desde $50.000: te faltan $17.000,10.',
    );
    await expect(canvas.getByRole('group', { name: es.cart.delivery })).toHaveAccessibleDescription(
      'El envío a GBA Norte es para pedidos desde $50.000: te faltan $17.000,10.',
    );
  },
};
