// Loaded lazily by CropDialog so react-easy-crop stays out of every other screen's bundle. No
// `.css.ts` here: a stylesheet in a lazy chunk would split the library's single CSS file.
import Cropper from 'react-easy-crop';
import type { CropArea, CropFlip } from './crop-image';

/** Props of the lazy crop area. */
export interface CropAreaProps {
  image: string;
  crop: { x: number; y: number };
  zoom: number;
  rotation: number;
  flip: CropFlip;
  minZoom: number;
  maxZoom: number;
  onCropChange: (crop: { x: number; y: number }) => void;
  onZoomChange: (zoom: number) => void;
  onCropComplete: (area: CropArea) => void;
  /** The picture could not be decoded (a broken or mislabelled file). */
  onMediaError: () => void;
}

/** react-easy-crop with a square crop; the mirroring is added to its image transform. */
export default function CropAreaView({
  image,
  crop,
  zoom,
  rotation,
  flip,
  minZoom,
  maxZoom,
  onCropChange,
  onZoomChange,
  onCropComplete,
  onMediaError,
}: CropAreaProps) {
  return (
    <Cropper
      image={image}
      crop={crop}
      zoom={zoom}
      rotation={rotation}
      aspect={1}
      minZoom={minZoom}
      maxZoom={maxZoom}
      // Zooming out below 1 (the spec starts at 0.5) needs the image free to move inside the box.
      restrictPosition={false}
      transform={`translate(${crop.x}px, ${crop.y}px) rotate(${rotation}deg) scale(${zoom}) scale(${
        flip.horizontal ? -1 : 1
      }, ${flip.vertical ? -1 : 1})`}
      onCropChange={onCropChange}
      onZoomChange={onZoomChange}
      onCropComplete={(_, pixels) => onCropComplete(pixels)}
      keyboardStep={10}
      mediaProps={{ onError: onMediaError }}
    />
  );
}
