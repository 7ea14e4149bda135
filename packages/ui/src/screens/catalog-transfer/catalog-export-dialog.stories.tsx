import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pending } from '../../components/story-utils';
import { es } from '../../i18n/es';
import { CatalogExportDialog } from './catalog-export-dialog';

const t = es.catalogTransfer.export;

const meta = {
  title: 'Screens/Products/ExportDialog',
  component: CatalogExportDialog,
  args: { isOpen: true, onClose: fn(), onExport: fn(async () => {}) },
} satisfies Meta<typeof CatalogExportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t.title }));

/** Panel's format is chosen; 'Descargar CSV' asks the host for it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('radio', { name: new RegExp(t.ours) })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: t.download }));
    await waitFor(() => expect(args.onExport).toHaveBeenCalledWith('ours'));
  },
};

/** Tiendanube's format, for a store there. */
export const Tiendanube: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: new RegExp(t.tiendanube) }));
    await userEvent.click(dialog.getByRole('button', { name: t.download }));
    await waitFor(() => expect(args.onExport).toHaveBeenCalledWith('tiendanube'));
  },
};

/** The file is being prepared. */
export const Exporting: Story = {
  args: { onExport: fn(() => pending()) },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t.download }));
    await expect(await dialog.findByRole('button', { name: t.downloading })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The server failed: the reason and the button again. */
export const Failed: Story = {
  args: { onExport: fn(() => Promise.reject(new Error('Internal Server Error'))) },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t.download }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(t.failed);
    await userEvent.click(dialog.getByRole('button', { name: t.cancel }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
