import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chooseFiles, dropFiles } from '../components/story-utils';
import { es } from '../i18n/es';
import { mp4File, pdfFile, pngFile, storedImage } from './sample-files';
import { UploadZone, isStoredMedia, type UploadItem, type UploadZoneProps } from './upload-zone';

const t = es.productForm.upload;

function Harness({ media: initial, onMediaChange, brokenRule }: UploadZoneProps) {
  const [media, setMedia] = useState<UploadItem[]>([...initial]);
  return (
    <UploadZone
      media={media}
      brokenRule={brokenRule}
      onMediaChange={(next) => {
        setMedia(next);
        onMediaChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Product form/UploadZone',
  component: UploadZone,
  render: (args) => <Harness {...args} />,
  args: { media: [], onMediaChange: fn() },
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
      const last = (args.onMediaChange as ReturnType<typeof fn>).mock.lastCall?.[0] as File[];
      await expect(last.map((f) => f.name)).toEqual(['c.png', 'b.png']);
    });
    await step('a tile removes its file', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t.removeTile(1) }));
      await waitFor(() => expect(canvas.getByText(t.count(1))).toBeVisible());
      const last = (args.onMediaChange as ReturnType<typeof fn>).mock.lastCall?.[0] as File[];
      await expect(last.map((f) => f.name)).toEqual(['b.png']);
    });
  },
};

export const DragAndDrop: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByRole('button', { name: t.dropzone });
    dropFiles(zone, [pngFile('arrastrada.png'), pdfFile()]);
    // The PDF is left out; the image is kept and previewed.
    await expect(await canvas.findByRole('img', { name: t.previewAlt(1) })).toBeVisible();
    await expect(canvas.getByText(t.count(1))).toBeVisible();
    const last = (args.onMediaChange as ReturnType<typeof fn>).mock.lastCall?.[0] as File[];
    await expect(last.map((f) => f.name)).toEqual(['arrastrada.png']);
  },
};

export const FormatRuleBroken: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseFiles(fileInput(canvasElement), pdfFile());
    const box = canvas.getByTestId('upload-rules');
    await waitFor(() => expect(box).toHaveAttribute('data-invalid'));
    const broken = box.querySelector('[data-broken]');
    await expect(broken).toHaveTextContent(t.rules.formats);
    await expect(box).toHaveTextContent(t.refused.format);
    await expect(getComputedStyle(box).color).not.toBe(
      getComputedStyle(canvas.getByRole('button', { name: t.dropzone })).color,
    );
    await expect(args.onMediaChange).not.toHaveBeenCalled();
  },
};

// The sample MP4 is not playable: axe would wait 10 s trying to preload it.
const brokenVideo = { a11y: { options: { preload: false } } };

/** 10 images and a video are the most (11 files), but an 11th image is refused: the server takes 10. */
export const EleventhImageRefused: Story = {
  parameters: brokenVideo,
  args: { media: Array.from({ length: 10 }, (_, i) => pngFile(`foto-${i + 1}.png`)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(10);
    await userEvent.upload(fileInput(canvasElement), [pngFile('once.png')]);
    const box = canvas.getByTestId('upload-rules');
    await waitFor(() => expect(box).toHaveAttribute('data-invalid'));
    await expect(box.querySelector('[data-broken]')).toHaveTextContent(t.rules.maxFiles);
    await expect(box).toHaveTextContent(t.refused.maxImages);
    await expect(args.onMediaChange).not.toHaveBeenCalled();
    // The video still fits (11 files), and the box turns back to normal.
    await userEvent.upload(fileInput(canvasElement), [mp4File()]);
    await waitFor(() => expect(box).not.toHaveAttribute('data-invalid'));
    await expect(canvas.getByText(t.count(11))).toBeVisible();
    await expect(box).not.toHaveTextContent(t.refused.maxImages);
  },
};

/** A second video is refused with its reason, never dropped silently; so is a tile replaced by one. */
export const SecondVideoRefused: Story = {
  parameters: brokenVideo,
  args: { media: [pngFile('portada.png'), mp4File()] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByTestId('upload-rules');
    await userEvent.upload(fileInput(canvasElement), [mp4File('otro.mp4')]);
    await waitFor(() => expect(box).toHaveAttribute('data-invalid'));
    await expect(box.querySelector('[data-broken]')).toHaveTextContent(t.rules.maxFiles);
    await expect(box).toHaveTextContent(t.refused.maxVideos);
    await expect(canvas.getByText(t.count(2))).toBeVisible();
    const replaceInput = canvas
      .getByRole('button', { name: t.replaceTile(1) })
      .parentElement!.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(replaceInput, mp4File('otro.mp4'));
    await expect(box).toHaveTextContent(t.refused.maxVideos);
    await expect(args.onMediaChange).not.toHaveBeenCalled();
    // Replacing the video itself with another one is fine.
    const replaceVideo = canvas
      .getByRole('button', { name: t.replaceTile(2) })
      .parentElement!.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(replaceVideo, mp4File('nuevo.mp4'));
    await waitFor(() => expect(box).not.toHaveAttribute('data-invalid'));
  },
};

/** A product's stored pictures show from their URL; removing one keeps the others by reference. */
export const StoredMedia: Story = {
  args: { media: [storedImage('m1'), storedImage('m2')] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: t.previewAlt(2) })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png/),
    );
    await userEvent.upload(fileInput(canvasElement), [pngFile('nueva.png')]);
    await userEvent.click(canvas.getByRole('button', { name: t.removeTile(1) }));
    const last = (args.onMediaChange as ReturnType<typeof fn>).mock.lastCall?.[0] as UploadItem[];
    await expect(last.map((m) => (isStoredMedia(m) ? m.id : m.name))).toEqual(['m2', 'nueva.png']);
  },
};

export const WithVideo: Story = {
  parameters: brokenVideo,
  args: { media: [pngFile('portada.png'), mp4File()] },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video')!;
    await expect(video).toHaveAttribute('aria-label', t.previewAlt(2));
    await expect(video.muted).toBe(true);
    await expect(video.autoplay).toBe(true);
  },
};

/**
 * A stored video shows its poster frame (made at upload, issue 21) until it plays: never an empty black
 * tile. The story's video URL is not a video, so the poster stays.
 */
const POSTER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="#ffd6a5"/><circle cx="80" cy="45" r="20" fill="#1c2024" fill-opacity=".2"/></svg>',
  );

export const StoredVideoWithPoster: Story = {
  parameters: brokenVideo,
  args: {
    media: [
      storedImage('m1'),
      { id: 'v1', url: '/media/sin-video.mp4', kind: 'video', poster: POSTER },
    ],
  },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video')!;
    await expect(video).toHaveAttribute('poster', POSTER);
    await expect(video).toHaveAttribute('aria-label', t.previewAlt(2));
  },
};
