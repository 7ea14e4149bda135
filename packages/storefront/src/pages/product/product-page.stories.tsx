import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  samplePicture,
  sampleProduct,
  sampleStore,
  sampleStyledStore,
  sampleVariantProduct,
} from '../../fixtures';
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

/**
 * Issue 21: the merchant's preview of a draft (the panel's 'Ver'): a banner says customers cannot see
 * it, and why. (Failed before: 'Ver' on a draft opened 'No encontramos esta página'.)
 */
export const PreviewDraft: Story = {
  args: { preview: 'draft' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: new RegExp(es.preview.title) });
    await expect(banner).toBeVisible();
    await expect(banner).toHaveTextContent(es.preview.status.draft);
    await expect(banner).toHaveTextContent(es.preview.reason.draft);
    await expect(canvas.getByRole('heading', { level: 1, name: sampleProduct.name })).toBeVisible();
  },
};

/** A hidden product's preview: 'Oculto'. */
export const PreviewHidden: Story = {
  args: { preview: 'hidden' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', {
      name: new RegExp(es.preview.title),
    });
    await expect(banner).toHaveTextContent(es.preview.status.hidden);
    await expect(banner).toHaveTextContent(es.preview.reason.hidden);
  },
};

/** The page customers see carries no banner. */
export const NoPreviewBanner: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('region', { name: new RegExp(es.preview.title) }),
    ).toBeNull();
  },
};

/**
 * A product with a video (issue 21): its poster frame, made at upload, shows in the gallery instead of an
 * empty black box until the customer taps it. The story's video file is not loaded (`preload="none"`).
 */
export const WithVideo: Story = {
  // Chromium draws a spinning "loading" wheel over a video whose file never loads: its angle differs
  // from shot to shot, so the baseline shows the poster without the browser's controls.
  decorators: [
    (Story) => (
      <>
        <style>{'video::-webkit-media-controls { display: none !important; }'}</style>
        <Story />
      </>
    ),
  ],
  args: {
    product: {
      ...sampleProduct,
      pictures: [samplePicture(1)],
      video: { src: '/media/sample-video.mp4', poster: samplePicture(4).src },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = canvas.getByLabelText(es.product.video(sampleProduct.name));
    await expect(video).toHaveAttribute('poster', samplePicture(4).src);
    await expect(video).toHaveAttribute('preload', 'none');
  },
};

/** A store with its own accent colour (issue 21): the main button wears it, with white text. */
export const OwnLook: Story = {
  args: { store: sampleStyledStore },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: es.product.addToCart });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(190, 24, 93)');
    await expect(getComputedStyle(button).color).toBe('rgb(255, 255, 255)');
  },
};

/** Issue 22: one radio group per option; Rojo (no offered variant) disabled, L (with Negro) 'Agotado'. */
export const WithVariants: Story = {
  args: { product: sampleVariantProduct },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Talle' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'M' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Rojo/ })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /L \(Agotado\)/ })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: es.product.addToCart })).toBeEnabled();
  },
};

/** The chosen variant sold out: its price, the badge, no ordering. */
export const VariantSoldOut: Story = {
  args: {
    product: { ...sampleVariantProduct, variant: sampleVariantProduct.variants?.[3] ?? null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$13.900,00')).toBeVisible();
    await expect(canvas.getByText(es.product.soldOut, { selector: '[data-badge]' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: es.product.addToCart })).toBeDisabled();
  },
};

/** More than 8 values: a select. */
export const ManyValues: Story = {
  args: {
    product: {
      ...sampleVariantProduct,
      options: [
        {
          name: 'Talle',
          values: Array.from({ length: 12 }, (_, i) => ({
            value: String(34 + i),
            offered: i !== 5,
          })),
        },
      ],
      variants: Array.from({ length: 12 }, (_, i) => ({
        id: `00000000-0000-4000-8000-0000000002${String(i).padStart(2, '0')}`,
        values: [String(34 + i)],
        label: `Talle ${34 + i}`,
        price: 12500,
        soldOut: i === 2,
        picture: null,
      })).filter((_, i) => i !== 5),
      variant: null,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Talle' })).toBeVisible();
    await expect(canvas.getByRole('option', { name: /39/ })).toBeDisabled();
  },
};
