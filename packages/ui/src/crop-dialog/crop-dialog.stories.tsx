import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../i18n/es';
import { CropDialog } from './crop-dialog';
import { samplePicture } from './sample-image';

const t = es.cropDialog;

const meta = {
  title: 'Store/CropDialog',
  component: CropDialog,
  args: { imageSrc: null, onSave: fn(), onCancel: fn() },
  loaders: [() => ({ picture: samplePicture() })],
  render: (args, { loaded }) => (
    <CropDialog {...args} imageSrc={args.imageSrc ?? (loaded.picture as string)} />
  ),
} satisfies Meta<typeof CropDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (root: HTMLElement) => {
  const body = within(root.ownerDocument.body);
  const dialog = await body.findByRole('dialog', { name: t.title });
  // react-easy-crop arrives lazily; its image shows once loaded.
  await waitFor(
    () => expect(dialog.querySelector('[data-testid="crop-stage"] img')).not.toBeNull(),
    { timeout: 10_000 },
  );
  return within(dialog);
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('slider', { name: t.zoom })).toHaveValue('0.5');
    for (const name of [t.rotate, t.flipHorizontal, t.flipVertical, t.cancel, t.save]) {
      await expect(dialog.getByRole('button', { name })).toBeVisible();
    }
  },
};

export const SaveSquarePng: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t.rotate }));
    await userEvent.click(dialog.getByRole('button', { name: t.flipHorizontal }));
    await expect(dialog.getByRole('button', { name: t.flipHorizontal })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(dialog.getByRole('button', { name: t.flipVertical }));
    await waitFor(() => expect(dialog.getByRole('button', { name: t.save })).toBeEnabled(), {
      timeout: 10_000,
    });
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    const blob = (args.onSave as ReturnType<typeof fn>).mock.lastCall?.[0] as Blob;
    await expect(blob.type).toBe('image/png');
    const bitmap = await createImageBitmap(blob);
    await expect(bitmap.width).toBe(bitmap.height);
    await expect(bitmap.width).toBeGreaterThanOrEqual(10);
  },
};

export const KeyboardZoomAndCancel: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const slider = dialog.getByRole('slider', { name: t.zoom });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(slider).toHaveValue('0.6');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const UnreadablePicture: Story = {
  // A file named .png whose bytes are not a picture.
  args: { imageSrc: 'data:image/png;base64,bm90IGEgcGljdHVyZQ==' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: t.title }));
    await expect(await dialog.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      t.unreadable,
    );
    await expect(dialog.getByRole('button', { name: t.save })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: t.cancel }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
