import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { es } from '../../i18n/es';
import { lazyChunk } from '../story-utils';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

const t = es.unsavedChanges;

const meta = {
  title: 'Primitives/UnsavedChangesDialog',
  component: UnsavedChangesDialog,
  args: { isOpen: true, onStay: fn(), onLeave: fn() },
} satisfies Meta<typeof UnsavedChangesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asked before leaving a form with changes: keep editing (the focused, safe choice) or leave. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: t.title }, lazyChunk);
    await expect(within(dialog).getByText(t.text)).toBeVisible();
    const stay = within(dialog).getByRole('button', { name: t.stay });
    await expect(stay).toHaveFocus();
    await userEvent.click(stay);
    await expect(args.onStay).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: t.leave }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
  },
};

/** Escape keeps editing, like 'Seguir editando'. */
export const EscapeStays: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('alertdialog', { name: t.title }, lazyChunk);
    await userEvent.keyboard('{Escape}');
    await expect(args.onStay).toHaveBeenCalledOnce();
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};
