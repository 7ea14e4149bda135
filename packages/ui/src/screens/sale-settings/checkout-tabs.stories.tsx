import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { es } from '../../i18n/es';
import { CheckoutTabs } from './checkout-tabs';

const t = es.saleSettings.tabs;

const meta = {
  title: 'Screens/Checkout/Pestañas',
  component: CheckoutTabs,
  args: {
    selected: 'delivery',
    onSelect: fn(),
    children: <p>{es.saleSettings.delivery.intro}</p>,
  },
} satisfies Meta<typeof CheckoutTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Entrega' shown; picking 'Cobro' asks the host to change the tab. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: es.checkout.title })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: t.delivery })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: t.payment }));
    await expect(args.onSelect).toHaveBeenCalledWith('payment');
  },
};
