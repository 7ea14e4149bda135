import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { es } from '../../i18n/es';
import { CreateSuccessScreen } from './create-success-screen';

const meta = {
  title: 'Screens/CreateSuccess',
  component: CreateSuccessScreen,
  args: { onRedirect: fn(), homeHref: '/' },
} satisfies Meta<typeof CreateSuccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: es.createSuccess.heading })).toBeVisible();
    await expect(canvas.getByRole('link', { name: es.createSuccess.fallbackLink })).toHaveAttribute(
      'href',
      '/',
    );
    const items = canvas.getAllByRole('listitem');
    await step('the lines fade in one after another, 250 ms apart', async () => {
      const started = performance.now();
      await waitFor(() => expect(items[0]).toHaveAttribute('data-visible'));
      await expect(items[2]).not.toHaveAttribute('data-visible');
      await waitFor(() => expect(items[2]).toHaveAttribute('data-visible'));
      await expect(performance.now() - started).toBeGreaterThanOrEqual(400);
    });
    await step('redirects after 5 s, once', async () => {
      await expect(args.onRedirect).not.toHaveBeenCalled();
      await waitFor(() => expect(args.onRedirect).toHaveBeenCalledOnce(), { timeout: 6000 });
    });
  },
};
