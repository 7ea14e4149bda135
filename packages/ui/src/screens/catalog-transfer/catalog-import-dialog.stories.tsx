import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chooseFiles, dropFiles, pending } from '../../components/story-utils';
import { es } from '../../i18n/es';
import { CatalogImportDialog, CatalogImportRefusal } from './catalog-import-dialog';
import { cleanPreview, csvFile, previewOverLimit, previewWithErrors, xlsxFile } from './fixtures';
import type { CatalogImportOutcome, CatalogImportPreview } from './types';

const t = es.catalogTransfer.import;

const meta = {
  title: 'Screens/Products/ImportDialog',
  component: CatalogImportDialog,
  args: {
    isOpen: true,
    country: 'AR',
    onClose: fn(),
    onPreview: fn(async (): Promise<CatalogImportPreview> => cleanPreview),
    onApply: fn(async (): Promise<CatalogImportOutcome> => ({
      kind: 'done',
      created: 2,
      updated: 1,
    })),
    onDownloadErrors: fn(),
    onIncreaseCapacity: fn(),
  },
} satisfies Meta<typeof CatalogImportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog (it portals to <body>). */
const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t.title }));

/** Chooses a file through the dialog's file button. */
const chooseFile = async (canvasElement: HTMLElement, file: File) => {
  await dialogOf(canvasElement);
  const input = canvasElement.ownerDocument.body.querySelector<HTMLInputElement>(
    '[role="dialog"] input[type="file"]',
  )!;
  await chooseFiles(input, file);
};

/** Step 1: the file chooser. */
export const ChooseFile: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: t.dropzone })).toBeVisible();
    await expect(dialog.getByText(t.rules)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t.cancel }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onPreview).not.toHaveBeenCalled();
  },
};

/** A file that is not a CSV is refused before it is sent. */
export const NotCsv: Story = {
  play: async ({ canvasElement, args }) => {
    await chooseFile(canvasElement, xlsxFile());
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(t.notCsv);
    await expect(args.onPreview).not.toHaveBeenCalled();
  },
};

/** A file dropped on the zone is being read by the server (nothing is written yet). */
export const FileChosen: Story = {
  args: { onPreview: fn(() => pending<CatalogImportPreview>()) },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const file = csvFile();
    dropFiles(dialog.getByRole('button', { name: t.dropzone }), [file]);
    await expect(await dialog.findByRole('status')).toHaveTextContent(t.reading(file.name));
    await waitFor(() => expect(args.onPreview).toHaveBeenCalledOnce());
    const sent = (args.onPreview as ReturnType<typeof fn>).mock.lastCall?.[0] as File;
    await expect(sent.name).toBe(file.name);
  },
};

/** The preview of a file with refused rows, a warning and pictures by URL. */
export const PreviewWithErrors: Story = {
  args: { onPreview: fn(async () => previewWithErrors) },
  play: async ({ canvasElement, args, step }) => {
    await chooseFile(canvasElement, csvFile());
    const dialog = await dialogOf(canvasElement);
    await step('the counts: to create, to update, rows with errors', async () => {
      const counts = await dialog.findByRole('list', { name: t.previewTitle });
      const items = within(counts).getAllByRole('listitem');
      await expect(items.map((item) => item.textContent)).toEqual([
        `22 ${t.counts.create(22)}`,
        `2 ${t.counts.update(2)}`,
        `5 ${t.counts.errors(5)}`,
      ]);
      await expect(dialog.getByText(t.windows1252, { exact: false })).toBeVisible();
      await expect(
        dialog.getByText(t.columnsIgnored('Peso (kg), Código de barras, MPN'), { exact: false }),
      ).toBeVisible();
      await expect(dialog.getByText(t.columnsRecognized(9, 12), { exact: false })).toBeVisible();
    });
    await step('each refused row with its line, column and reason', async () => {
      const errors = within(dialog.getByRole('region', { name: t.errorsTitle }));
      const rows = errors.getAllByRole('row').slice(1);
      await expect(rows).toHaveLength(3);
      await expect(rows[0]).toHaveTextContent(`7Precio${previewWithErrors.errors[0]!.reason}`);
      await expect(rows[2]).toHaveTextContent(`9${t.wholeRow}`);
      await expect(dialog.getByText(t.moreErrors(2))).toBeVisible();
    });
    await step('the ambiguous number and the pictures that are not imported', async () => {
      await expect(
        dialog.getByText(`${t.warningAt(5)} ${previewWithErrors.warnings[0]!.message}`),
      ).toBeVisible();
      await expect(dialog.getByRole('heading', { name: t.imagesTitle })).toBeVisible();
      await expect(dialog.getByText(t.imagesHelp(2))).toBeVisible();
    });
    await step('the first rows as they will be saved', async () => {
      const sample = within(dialog.getByRole('region', { name: t.sampleTitle }));
      const first = sample.getAllByRole('row')[1]!;
      await expect(first).toHaveTextContent('Remera Básica');
      await expect(first).toHaveTextContent('$1.500,50');
      await expect(sample.getAllByRole('row')[2]).toHaveTextContent(t.unlimitedStock);
    });
    await step('Descargar errores asks the host for the errors file', async () => {
      await userEvent.click(dialog.getByRole('button', { name: t.downloadErrors }));
      await expect(args.onDownloadErrors).toHaveBeenCalledOnce();
    });
    // All or nothing: the file is imported once its rows are fixed.
    await expect(dialog.getByRole('button', { name: t.apply })).toBeDisabled();
    await expect(dialog.getByText(t.errorsHelp)).toBeVisible();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** The errors file could not be downloaded: said so, and the link stays. */
export const ErrorsDownloadFailed: Story = {
  args: {
    onPreview: fn(async () => previewWithErrors),
    onDownloadErrors: fn(() => Promise.reject(new Error('Failed to fetch'))),
  },
  play: async ({ canvasElement, args }) => {
    await chooseFile(canvasElement, csvFile());
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: t.downloadErrors }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(t.downloadFailed);
    await expect(args.onDownloadErrors).toHaveBeenCalledOnce();
    await expect(dialog.getByRole('button', { name: t.downloadErrors })).toBeEnabled();
  },
};

/** The preview of a clean file: nothing refused, 'Importar' ready. */
export const PreviewClean: Story = {
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, csvFile());
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByRole('button', { name: t.apply })).toBeEnabled();
    await expect(
      dialog.getByText(t.detected(es.catalogTransfer.formats.tiendanube), { exact: false }),
    ).toBeVisible();
    await expect(dialog.queryByRole('button', { name: t.downloadErrors })).toBeNull();
    await expect(dialog.queryByRole('heading', { name: t.errorsTitle })).toBeNull();
    await expect(dialog.getByText(t.sampleMore(3, 24))).toBeVisible();
  },
};

/** 'Importar' pressed: the products are being saved. */
export const Applying: Story = {
  args: { onApply: fn(() => pending<CatalogImportOutcome>()) },
  play: async ({ canvasElement, args }) => {
    await chooseFile(canvasElement, csvFile());
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: t.apply }));
    const button = await dialog.findByRole('button', { name: t.applying });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByText(t.applyingText)).toBeVisible();
    await expect(dialog.queryByRole('button', { name: t.chooseAnother })).toBeNull();
    await expect(args.onApply).toHaveBeenCalledOnce();
  },
};

/** Saved, all in one transaction: what was created and updated. */
export const Done: Story = {
  args: {
    onApply: fn(async (): Promise<CatalogImportOutcome> => ({
      kind: 'done',
      created: 22,
      updated: 2,
    })),
  },
  play: async ({ canvasElement, args }) => {
    await chooseFile(canvasElement, csvFile());
    let dialog = await dialogOf(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: t.apply }));
    const body = within(canvasElement.ownerDocument.body);
    dialog = within(await body.findByRole('dialog', { name: t.doneTitle }));
    const status = dialog.getByRole('status');
    await expect(status).toHaveTextContent(t.created(22));
    await expect(status).toHaveTextContent(t.updated(2));
    await userEvent.click(dialog.getByRole('button', { name: t.close }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** The file would pass the plan's product limit: 'Aumentar espacio' instead of 'Importar'. */
export const LimitPassed: Story = {
  args: { onPreview: fn(async () => previewOverLimit) },
  play: async ({ canvasElement, args }) => {
    await chooseFile(canvasElement, csvFile());
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(t.limitText(130, 100));
    await expect(dialog.queryByRole('button', { name: t.apply })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: t.increase }));
    await expect(args.onIncreaseCapacity).toHaveBeenCalledOnce();
  },
};

/** The server refuses the import for the limit (reached meanwhile): the capacity modal opens. */
export const LimitRefusedOnApply: Story = {
  args: {
    onApply: fn(async (): Promise<CatalogImportOutcome> => ({
      kind: 'limit',
      limit: 100,
      total: 102,
    })),
  },
  play: async ({ canvasElement, args }) => {
    await chooseFile(canvasElement, csvFile());
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: t.apply }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(t.limitText(102, 100));
    await waitFor(() => expect(args.onIncreaseCapacity).toHaveBeenCalledOnce());
  },
};

/** The server could not read the file: its reason, and 'Intentar de nuevo'. */
export const ServerError: Story = {
  args: {
    onPreview: fn(() =>
      Promise.reject(new CatalogImportRefusal('El archivo pesa más de 5 MB. Divídelo en partes.')),
    ),
  },
  play: async ({ canvasElement, args }) => {
    await chooseFile(canvasElement, csvFile());
    const dialog = await dialogOf(canvasElement);
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(t.failedTitle);
    await expect(alert).toHaveTextContent('El archivo pesa más de 5 MB. Divídelo en partes.');
    await userEvent.click(dialog.getByRole('button', { name: t.retry }));
    await waitFor(() => expect(args.onPreview).toHaveBeenCalledTimes(2));
  },
};

/** Saving failed (network, server): nothing was written, the merchant can try again. */
export const ApplyFailed: Story = {
  args: { onApply: fn(() => Promise.reject(new Error('Failed to fetch'))) },
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement, csvFile());
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: t.apply }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(t.applyFailedTitle);
    await expect(alert).toHaveTextContent(t.applyFailedText);
    await expect(alert).not.toHaveTextContent('Failed to fetch');
  },
};
