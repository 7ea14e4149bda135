import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { es } from '../../i18n/es';
import { SubscriptionScreen } from './subscription-screen';

const t = es.subscription;

const meta = {
  title: 'Screens/Subscription',
  component: SubscriptionScreen,
  args: { onIncreaseProducts: fn() },
} satisfies Meta<typeof SubscriptionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(canvas.getByText('$25/mes')).toBeVisible();
    await expect(canvas.getByText('$0/mes')).toBeVisible();
    await expect(canvas.getByText('Restan 3 meses')).toBeVisible();
    await expect(canvas.getByText('105 productos')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: t.pro.name })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: t.autoRenew })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: t.pro.increase }));
    await expect(args.onIncreaseProducts).toHaveBeenCalledOnce();
  },
};

export const KeyboardChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pro = canvas.getByRole('radio', { name: t.pro.name });
    pro.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: t.free.name })).toBeChecked();
    const renew = canvas.getByRole('switch', { name: t.autoRenew });
    renew.focus();
    await userEvent.keyboard(' ');
    await expect(renew).not.toBeChecked();
    // 'Cambiar' is a placeholder: no call.
    await userEvent.click(canvas.getByRole('button', { name: t.free.change }));
    await expect(args.onIncreaseProducts).not.toHaveBeenCalled();
  },
};

export const FreePlan: Story = {
  args: { plan: 'basic', remainingMonths: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: t.free.name })).toBeChecked();
  },
};
