/** Pixel area of the source image to keep, as react-easy-crop reports it. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Mirroring of the image. */
export interface CropFlip {
  horizontal: boolean;
  vertical: boolean;
}

/** The smallest crop kept (spec §9: minimum crop box 10×10). */
export const MIN_CROP_SIZE = 10;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.addEventListener('load', () => resolve(image));
    image.addEventListener('error', () => reject(new Error('image')));
    image.src = src;
  });
}

/** Size of the box that holds a `width`×`height` rectangle rotated by `rotation` degrees. */
export function rotatedSize(width: number, height: number, rotation: number) {
  const rad = (rotation * Math.PI) / 180;
  return {
    width: Math.abs(Math.cos(rad) * width) + Math.abs(Math.sin(rad) * height),
    height: Math.abs(Math.sin(rad) * width) + Math.abs(Math.cos(rad) * height),
  };
}

/**
 * Draws the source rotated and mirrored as the cropper shows it, then cuts `area` out of it (at
 * least 10×10 px) and encodes it as a PNG Blob.
 */
export async function cropToPng(
  src: string,
  area: CropArea,
  rotation: number,
  flip: CropFlip,
): Promise<Blob> {
  const image = await loadImage(src);
  const box = rotatedSize(image.naturalWidth, image.naturalHeight, rotation);
  const stage = document.createElement('canvas');
  stage.width = Math.round(box.width);
  stage.height = Math.round(box.height);
  const stageContext = stage.getContext('2d');
  if (!stageContext) throw new Error('canvas');
  stageContext.translate(stage.width / 2, stage.height / 2);
  stageContext.rotate((rotation * Math.PI) / 180);
  stageContext.scale(flip.horizontal ? -1 : 1, flip.vertical ? -1 : 1);
  stageContext.translate(-image.naturalWidth / 2, -image.naturalHeight / 2);
  stageContext.drawImage(image, 0, 0);

  const width = Math.max(MIN_CROP_SIZE, Math.round(area.width));
  const height = Math.max(MIN_CROP_SIZE, Math.round(area.height));
  const output = document.createElement('canvas');
  output.width = width;
  output.height = height;
  const context = output.getContext('2d');
  if (!context) throw new Error('canvas');
  context.drawImage(
    stage,
    Math.round(area.x),
    Math.round(area.y),
    width,
    height,
    0,
    0,
    width,
    height,
  );

  return new Promise((resolve, reject) => {
    output.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('png'))), 'image/png');
  });
}
