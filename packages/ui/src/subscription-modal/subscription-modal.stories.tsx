import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../i18n/es';
import { SubscriptionModal } from './subscription-modal';
import { lazyChunk } from '../components/story-utils';

const m = es.subscription.modal;

const meta = {
  title: 'Shell/SubscriptionModal',
  component: SubscriptionModal,
  args: { isOpen: true, onOpenChange: fn(), onIncrease: fn(), onContact: fn() },
} satisfies Meta<typeof SubscriptionModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: m.title }, lazyChunk);

export const Default: Story = {
  play: async ({ args, step }) => {
    const modal = within(await dialog());
    const slider = modal.getByRole('slider', { name: m.sliderLabel });
    await expect(slider).toHaveAttribute('aria-valuetext', m.stop(50));
    await expect(modal.getByText(m.extraPrice(5))).toBeVisible();
    await expect(modal.getByText(m.total(30))).toBeVisible();
    await expect(modal.getByText(m.nextInvoice)).toBeVisible();
    await step('the arrow keys move between the five stops', async () => {
      slider.focus();
      const expected: [number, number, number][] = [
        [100, 10, 35],
        [500, 50, 75],
        [1000, 100, 125],
      ];
      for (const [products, extra, total] of expected) {
        await userEvent.keyboard('{ArrowRight}');
        await expect(slider).toHaveAttribute('aria-valuetext', m.stop(products));
        await expect(modal.getByText(m.extraPrice(extra))).toBeVisible();
        await expect(modal.getByText(m.total(total))).toBeVisible();
      }
    });
    await userEvent.click(modal.getByRole('button', { name: m.increase }));
    await expect(args.onIncrease).toHaveBeenCalledWith({
      value: 2000,
      products: 1000,
      extraPrice: 100,
      total: 125,
    });
    await step('the top stop: no price, the large-store message and Contactar', async () => {
      slider.focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(slider).toHaveAttribute('aria-valuetext', m.topStop);
      await expect(modal.getByText(m.largeStore)).toBeVisible();
      await expect(modal.queryByText(m.total(125))).toBeNull();
      await expect(modal.getByRole('button', { name: m.contact })).toBeVisible();
      await expect(modal.queryByRole('button', { name: m.increase })).toBeNull();
    });
    // Back to the first stop for the picture.
    slider.focus();
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveAttribute('aria-valuetext', m.stop(50));
  },
};

export const TopStop: Story = {
  args: { defaultStop: 4 },
  play: async ({ args }) => {
    const modal = within(await dialog());
    await expect(modal.getByRole('slider')).toHaveAttribute('aria-valuetext', m.topStop);
    await expect(modal.getByText(m.largeStore)).toBeVisible();
    await expect(modal.queryByText(m.nextInvoice)).toBeNull();
    await userEvent.click(modal.getByRole('button', { name: m.contact }));
    await expect(args.onContact).toHaveBeenCalledOnce();
    await expect(modal.queryByRole('button', { name: m.increase })).toBeNull();
  },
};

export const Closing: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ args }) => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('button', { name: es.common.close }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};
