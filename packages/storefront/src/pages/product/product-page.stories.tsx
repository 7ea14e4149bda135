import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { samplePicture, sampleProduct, sampleStore } from '../../fixtures';
import { es } from '../../i18n/es';
import { storefrontParameters, withStorefront } from '../../story-utils';
import { ProductPage } from './product-page';

const meta = {
  title: 'Storefront/Product',
  component: ProductPage,
  decorators: [withStorefront],
  parameters: storefrontParameters,
  args: { store: sampleStore, product: sampleProduct },
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: sampleProduct.name })).toBeVisible();
    await expect(canvas.getByText('$12.500,00')).toBeVisible();
    await expect(
      canvas.getByText(`${es.product.wholesalePrice}: $9.800,00 ${es.product.wholesaleFrom(6)}`),
    ).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: es.product.quantity })).toHaveValue(1);
    await expect(canvas.getByRole('button', { name: es.product.addToCart })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: es.product.orderNow })).toBeEnabled();
    // The first picture is the LCP: never lazy.
    const [first] = canvas.getAllByRole('img', { name: /Remera/ });
    await expect(first).toHaveAttribute('loading', 'eager');
  },
};

export const SoldOut: Story = {
  args: {
    product: { ...sampleProduct, soldOut: true, wholesalePrice: null, wholesaleMinQuantity: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(es.product.soldOut)).toBeVisible();
    await expect(canvas.getByRole('button', { name: es.product.addToCart })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: es.product.orderNow })).toBeDisabled();
  },
};

export const OnePictureNoDescription: Story = {
  args: {
    product: {
      ...sampleProduct,
      name: 'Campera rompevientos impermeable con capucha desmontable y bolsillos interiores',
      description: '',
      wholesalePrice: null,
      wholesaleMinQuantity: null,
      pictures: [samplePicture(5)],
    },
  },
};

export const NoPicture: Story = {
  args: { product: { ...sampleProduct, picture: null, pictures: [] } },
};

export const NotTakingOrders: Story = {
  args: { store: { ...sampleStore, takingOrders: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: es.notTakingOrders.title })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: es.product.addToCart })).toBeNull();
  },
};
