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
 * least 10×10 px, always square) and encodes it as a PNG Blob. Rejects when the picture cannot be
 * decoded.
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

  // One side for both: rounding the reported width and height apart could make a 1 px off square.
  const side = Math.max(MIN_CROP_SIZE, Math.round(Math.min(area.width, area.height)));
  const output = document.createElement('canvas');
  output.width = side;
  output.height = side;
  const context = output.getContext('2d');
  if (!context) throw new Error('canvas');
  context.drawImage(stage, Math.round(area.x), Math.round(area.y), side, side, 0, 0, side, side);

  return new Promise((resolve, reject) => {
    output.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('png'))), 'image/png');
  });
}
