import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { es } from '../../i18n/es';
import { Button } from './button';
import { buttonVariants } from './button-variants';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: es.login.submit, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: es.login.submit });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // Keyboard: focus ring through data-focus-visible, Enter presses.
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(button).toHaveAttribute('data-focus-visible');
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    // Spec: buttons are not upper-cased.
    await expect(getComputedStyle(button).textTransform).toBe('none');
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: es.shell.logoutDialog.cancel },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: es.shell.logoutDialog.cancel }),
    );
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: es.verify.resend },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: es.verify.resend }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Pending: Story = {
  // The caller swaps the text: 'Enviar' becomes 'Verificando...' while verifying.
  args: { isPending: true, children: es.verify.submitting },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: es.verify.submitting });
    await expect(button).toHaveAttribute('data-busy');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: es.login.submit });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
