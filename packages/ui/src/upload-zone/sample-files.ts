// Small in-memory files for stories and tests: a real 1×1 PNG, an MP4 header and a PDF; and stored media.
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function bytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) out[i] = binary.charCodeAt(i);
  return out;
}

/** A 1×1 PNG file named `name`. */
export const pngFile = (name = 'foto.png'): File =>
  new File([bytes(PNG_1X1)], name, { type: 'image/png' });

/** A (non-playable) MP4 file. */
export const mp4File = (name = 'video.mp4'): File =>
  new File([new Uint8Array(16)], name, { type: 'video/mp4' });

/** A PDF, refused by the upload rule. */
export const pdfFile = (name = 'catalogo.pdf'): File =>
  new File(['%PDF-1.4'], name, { type: 'application/pdf' });

/** A stored picture (as the server lists a product's media), its URL a data URL of the 1×1 PNG. */
export const storedImage = (id: string) => ({
  id,
  url: `data:image/png;base64,${PNG_1X1}`,
  kind: 'image' as const,
});
