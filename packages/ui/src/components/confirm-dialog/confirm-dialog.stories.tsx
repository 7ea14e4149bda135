import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { es } from '../../i18n/es';
import { ConfirmDialog } from './confirm-dialog';
import { lazyChunk } from '../story-utils';

const d = es.products.deleteDialog;

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    isOpen: true,
    title: d.title,
    text: d.text,
    confirmLabel: d.confirm,
    cancelLabel: d.cancel,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: d.title }, lazyChunk);
    // Focus starts on the safe choice; Escape cancels.
    await expect(within(dialog).getByRole('button', { name: d.cancel })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: d.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
