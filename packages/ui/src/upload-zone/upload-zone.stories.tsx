import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { es } from '../i18n/es';
import { mp4File, pdfFile, pngFile } from './sample-files';
import { UploadZone, type UploadZoneProps } from './upload-zone';

const t = es.productForm.upload;

function Harness({ files: initial, onFilesChange, brokenRule }: UploadZoneProps) {
  const [files, setFiles] = useState<File[]>([...initial]);
  return (
    <UploadZone
      files={files}
      brokenRule={brokenRule}
      onFilesChange={(next) => {
        setFiles(next);
        onFilesChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Product form/UploadZone',
  component: UploadZone,
  render: (args) => <Harness {...args} />,
  args: { files: [], onFilesChange: fn() },
} satisfies Meta<typeof UploadZone>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('input[type="file"][multiple]')!;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t.dropzone })).toBeVisible();
    await expect(canvas.getByText(t.rulesTitle)).toBeVisible();
    await expect(canvas.getByTestId('upload-rules')).not.toHaveAttribute('data-invalid');
  },
};

export const AddReplaceRemove: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('choosing two images shows two previews', async () => {
      await userEvent.upload(fileInput(canvasElement), [pngFile('a.png'), pngFile('b.png')]);
      await expect(await canvas.findByRole('img', { name: t.previewAlt(2) })).toBeVisible();
      await expect(canvas.getByText(t.count(2))).toBeVisible();
    });
    await step('a tile replaces its file', async () => {
      const replaceInput = canvas
        .getByRole('button', { name: t.replaceTile(1) })
        .parentElement!.querySelector<HTMLInputElement>('input[type="file"]')!;
      await userEvent.upload(replaceInput, pngFile('c.png'));
      const last = (args.onFilesChange as ReturnType<typeof fn>).mock.lastCall?.[0] as File[];
      await expect(last.map((f) => f.name)).toEqual(['c.png', 'b.png']);
    });
    await step('a tile removes its file', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t.removeTile(1) }));
      await waitFor(() => expect(canvas.getByText(t.count(1))).toBeVisible());
      const last = (args.onFilesChange as ReturnType<typeof fn>).mock.lastCall?.[0] as File[];
      await expect(last.map((f) => f.name)).toEqual(['b.png']);
    });
  },
};

/**
 * Drops files on the zone the way a browser does: dragenter, dragover, then drop. Files made in the
 * page have no file-system entry (a dragged file from the desktop has one, which react-aria reads to
 * tell files from folders), so for the time of the drop a missing entry reads as a plain file.
 */
const dropFiles = (target: Element, files: readonly File[]) => {
  const dataTransfer = new DataTransfer();
  files.forEach((file) => dataTransfer.items.add(file));
  const { left, top } = target.getBoundingClientRect();
  const entry = Object.getOwnPropertyDescriptor(DataTransferItem.prototype, 'webkitGetAsEntry');
  const original = DataTransferItem.prototype.webkitGetAsEntry;
  DataTransferItem.prototype.webkitGetAsEntry = function webkitGetAsEntry(this: DataTransferItem) {
    return original.call(this) ?? ({ isFile: true, isDirectory: false } as FileSystemEntry);
  };
  try {
    for (const type of ['dragenter', 'dragover', 'drop']) {
      target.dispatchEvent(
        new DragEvent(type, {
          bubbles: true,
          cancelable: true,
          dataTransfer,
          clientX: left + 10,
          clientY: top + 10,
        }),
      );
    }
  } finally {
    if (entry) Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', entry);
  }
};

export const DragAndDrop: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByRole('button', { name: t.dropzone });
    dropFiles(zone, [pngFile('arrastrada.png'), pdfFile()]);
    // The PDF is left out; the image is kept and previewed.
    await expect(await canvas.findByRole('img', { name: t.previewAlt(1) })).toBeVisible();
    await expect(canvas.getByText(t.count(1))).toBeVisible();
    const last = (args.onFilesChange as ReturnType<typeof fn>).mock.lastCall?.[0] as File[];
    await expect(last.map((f) => f.name)).toEqual(['arrastrada.png']);
  },
};

export const FormatRuleBroken: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(canvasElement), pdfFile());
    const box = canvas.getByTestId('upload-rules');
    await waitFor(() => expect(box).toHaveAttribute('data-invalid'));
    const broken = box.querySelector('[data-broken]');
    await expect(broken).toHaveTextContent(t.rules.formats);
    await expect(getComputedStyle(box).color).not.toBe(
      getComputedStyle(canvas.getByRole('button', { name: t.dropzone })).color,
    );
    await expect(args.onFilesChange).not.toHaveBeenCalled();
  },
};

// The sample MP4 is not playable: axe would wait 10 s trying to preload it.
const brokenVideo = { a11y: { options: { preload: false } } };

export const MaxFilesRuleBroken: Story = {
  parameters: brokenVideo,
  args: {
    files: [...Array.from({ length: 9 }, (_, i) => pngFile(`foto-${i + 1}.png`)), mp4File()],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // 10 previews for 10 files; 2 more would make 12 (> 11).
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(10);
    await userEvent.upload(fileInput(canvasElement), [pngFile('x.png'), pngFile('y.png')]);
    const box = canvas.getByTestId('upload-rules');
    await waitFor(() => expect(box).toHaveAttribute('data-invalid'));
    await expect(box.querySelector('[data-broken]')).toHaveTextContent(t.rules.maxFiles);
    await expect(args.onFilesChange).not.toHaveBeenCalled();
    // One more is still allowed (11 files), and the box turns back to normal.
    await userEvent.upload(fileInput(canvasElement), [pngFile('z.png')]);
    await waitFor(() => expect(box).not.toHaveAttribute('data-invalid'));
    await expect(canvas.getByText(t.count(11))).toBeVisible();
  },
};

export const WithVideo: Story = {
  parameters: brokenVideo,
  args: { files: [pngFile('portada.png'), mp4File()] },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video')!;
    await expect(video).toHaveAttribute('aria-label', t.previewAlt(2));
    await expect(video.muted).toBe(true);
    await expect(video.autoplay).toBe(true);
  },
};
