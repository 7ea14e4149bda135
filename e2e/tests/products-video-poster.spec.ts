// A product video's poster frame (issue 21): the panel draws it from the chosen video in the merchant's
// browser and sends it with the save; the server stores it like a picture and the store shows it as the
// video's poster. The video is recorded in Chromium itself (MediaRecorder, MP4/H.264), 1280×720 orange.
import { test, expect } from '../support/test';
import { signUpMerchant } from '../support/merchant';
import { noisyPng } from '../support/products';

test('a product video gets its poster frame at upload, shown by the store', async ({
  page,
  baseURL,
  mailDir,
}) => {
  test.setTimeout(120_000);
  const { link } = await signUpMerchant(page.request, mailDir, { storeName: 'Dulces de Ana' });
  await page.goto('/products/create');
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1280;
    canvas.height = 720;
    const context = canvas.getContext('2d')!;
    const paint = () => {
      context.fillStyle = 'rgb(240, 120, 20)';
      context.fillRect(0, 0, canvas.width, canvas.height);
    };
    paint();
    const recorder = new MediaRecorder(canvas.captureStream(25), {
      mimeType: 'video/mp4;codecs=avc1',
    });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const timer = setInterval(paint, 40);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });

  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Torta en video');
  await page.getByRole('textbox', { name: 'Precio', exact: true }).fill('12,5');
  await page.locator('input[type="file"][multiple]').setInputFiles([
    { name: 'torta.png', mimeType: 'image/png', buffer: noisyPng(900, 700) },
    { name: 'torta.mp4', mimeType: 'video/mp4', buffer: Buffer.from(base64, 'base64') },
  ]);
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().includes('/api/v2/products/create'),
  );
  await page.getByRole('button', { name: 'Guardar producto' }).click();
  const response = await saved;
  const body = (await response.json()) as {
    ok: boolean;
    data: { slug: string; media: { kind: string; poster?: string }[] };
  };
  expect(body.ok, JSON.stringify(body)).toBe(true);
  const video = body.data.media.find((media) => media.kind === 'video');
  expect(video?.poster).toMatch(/\.w(160|320|640)\.webp$/);

  // The poster is the video's frame: orange, as drawn.
  const poster = await page.request.get(video!.poster!);
  expect(poster.status()).toBe(200);
  expect(poster.headers()['content-type']).toBe('image/webp');

  // The store's product page shows it as the video's poster.
  const port = new URL(baseURL!).port;
  await page.goto(`http://${link}.localhost:${port}/${body.data.slug}`);
  await expect(page.locator('video')).toHaveAttribute('poster', new RegExp(`${video!.poster!}$`));
});
