import { MAX_ORDER_LINES, ORDER_MESSAGES, stockMessage } from '@panel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleCart, sampleStore } from '../../fixtures';
import { es } from '../../i18n/es';
import { storefrontParameters, withStorefront } from '../../story-utils';
import { CartPage } from './cart-page';

const meta = {
  title: 'Storefront/Cart',
  component: CartPage,
  decorators: [withStorefront],
  parameters: storefrontParameters,
  args: sampleCart,
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: es.cart.title })).toBeVisible();
    await expect(canvas.getByText('$32.999,90')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: es.cart.name })).toBeRequired();
    await expect(canvas.getByRole('radio', { name: es.cart.pickup })).toBeChecked();
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
    await expect(canvas.getAllByText('$58.800,00')).toHaveLength(2);
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
