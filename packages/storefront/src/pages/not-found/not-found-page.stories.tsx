import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleStore } from '../../fixtures';
import { es } from '../../i18n/es';
import { storefrontParameters, withStorefront } from '../../story-utils';
import { NotFoundPage } from './not-found-page';

const meta = {
  title: 'Storefront/Not found',
  component: NotFoundPage,
  decorators: [withStorefront],
  parameters: storefrontParameters,
  args: { store: null, panelUrl: 'http://localhost:3000' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownStore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: es.notFound.storeTitle }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: es.notFound.createStore })).toHaveAttribute(
      'href',
      'http://localhost:3000',
    );
  },
};

export const UnknownProduct: Story = {
  args: { store: sampleStore },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: es.notFound.pageTitle }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: es.notFound.backToStore })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** An order page 90 days after its order was delivered, cancelled or lapsed. */
export const OrderGone: Story = {
  args: { store: sampleStore, kind: 'order' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: es.notFound.orderGoneTitle }),
    ).toBeVisible();
  },
};
