import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { es } from '../../i18n/es';
import { formColumn } from '../story-utils';
import { TextField } from './text-field';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: {
    label: es.account.fullNameLabel,
    placeholder: es.account.fullNamePlaceholder,
    onChange: fn(),
    onBlur: fn(),
  },
  decorators: [formColumn],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: es.account.fullNameLabel });

    await step('keyboard focus shows the focus ring', async () => {
      await userEvent.tab();
      await expect(input).toHaveFocus();
      await expect(input).toHaveAttribute('data-focus-visible');
      const control = input.parentElement as HTMLElement;
      await expect(control).toHaveAttribute('data-focus-visible');
      await expect(getComputedStyle(control).outlineStyle).toBe('solid');
    });

    await step('typing updates the value and calls onChange', async () => {
      await userEvent.type(input, 'Ana Pérez');
      await expect(input).toHaveValue('Ana Pérez');
      await expect(args.onChange).toHaveBeenLastCalledWith('Ana Pérez');
      await expect(input).not.toHaveAttribute('aria-invalid');
    });
  },
};

export const WithDescription: Story = {
  args: {
    label: es.productForm.inventory.quantity,
    description: es.productForm.inventory.quantityHelp,
    placeholder: undefined,
    inputMode: 'numeric',
    defaultValue: '0',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', {
      name: es.productForm.inventory.quantity,
    });
    await expect(input).toHaveAccessibleDescription(es.productForm.inventory.quantityHelp);
    await expect(input).toHaveValue('0');
  },
};

export const Invalid: Story = {
  args: {
    label: es.storeInfo.nameLabel,
    placeholder: undefined,
    defaultValue: '',
    errorMessage: es.storeInfo.validation.nameRequired,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: es.storeInfo.nameLabel });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(es.storeInfo.validation.nameRequired)).toBeVisible();
    await expect(input).toHaveAccessibleDescription(es.storeInfo.validation.nameRequired);
  },
};

export const Disabled: Story = {
  args: {
    label: es.personalInfo.emailLabel,
    placeholder: undefined,
    defaultValue: 'ana@ejemplo.com',
    isDisabled: true,
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: es.personalInfo.emailLabel });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('ana@ejemplo.com');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithSuffix: Story = {
  args: {
    label: es.storeInfo.linkLabel,
    placeholder: undefined,
    suffix: es.storeInfo.linkSuffix('localhost:3000'),
    defaultValue: 'mi-tienda',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: es.storeInfo.linkLabel });
    await expect(canvas.getByText('.localhost:3000')).toBeVisible();
    // The suffix is announced with the field, not only painted next to it.
    await expect(input).toHaveAccessibleDescription('.localhost:3000');
    await userEvent.clear(input);
    await userEvent.type(input, 'tienda-ana');
    await expect(args.onChange).toHaveBeenLastCalledWith('tienda-ana');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: es.account.fullNameLabel });
    await expect(input).toBeRequired();
    // Required but not validated by the field itself: no browser (English) message, no error state.
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
