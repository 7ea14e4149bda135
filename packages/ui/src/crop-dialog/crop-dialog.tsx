import { Suspense, lazy, useEffect, useState } from 'react';
import {
  Heading,
  Label,
  Slider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import { Button } from '../components/button';
import { Icon } from '../components/icon';
import { ModalDialog } from '../components/modal-dialog';
import { es } from '../i18n/es';
import { cropToPng, type CropArea, type CropFlip } from './crop-image';
import * as styles from './crop-dialog.css';

const t = es.cropDialog;
const CropAreaView = lazy(() => import('./crop-area'));

/** Spec §9: the crop starts zoomed out to 0.5. */
export const CROP_INITIAL_ZOOM = 0.5;
const MIN_ZOOM = 0.1;
const MAX_ZOOM = 3;

/** Props of {@link CropDialog}. */
export interface CropDialogProps {
  /** The picture to crop (object or data URL); the dialog is open while it is set. */
  imageSrc: string | null;
  /** 'Guardar': the square crop as a PNG Blob. */
  onSave: (png: Blob) => void;
  /** 'Cancelar', Escape or a click outside. */
  onCancel: () => void;
}

/**
 * 'Ajusta la imagen' (spec §2.12): a square crop of a picture with zoom (starting at 0.5), Rotar,
 * Voltear horizontalmente / verticalmente, Guardar and Cancelar. A file that is not a readable picture
 * shows a message instead (Guardar stays off). react-easy-crop is loaded only when the dialog first
 * opens.
 */
export function CropDialog({ imageSrc, onSave, onCancel }: CropDialogProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(CROP_INITIAL_ZOOM);
  const [rotation, setRotation] = useState(0);
  const [flip, setFlip] = useState<CropFlip>({ horizontal: false, vertical: false });
  const [area, setArea] = useState<CropArea | null>(null);
  const [saving, setSaving] = useState(false);
  const [unreadable, setUnreadable] = useState(false);

  // A new picture starts from the initial position.
  useEffect(() => {
    setCrop({ x: 0, y: 0 });
    setZoom(CROP_INITIAL_ZOOM);
    setRotation(0);
    setFlip({ horizontal: false, vertical: false });
    setArea(null);
    setUnreadable(false);
  }, [imageSrc]);

  const save = async () => {
    if (!imageSrc || !area) return;
    setSaving(true);
    try {
      onSave(await cropToPng(imageSrc, area, rotation, flip));
    } catch {
      setUnreadable(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <ModalDialog isOpen={imageSrc !== null} onDismiss={onCancel} classNames={styles}>
      <Heading slot="title" className={styles.title}>
        {t.title}
      </Heading>
      <div className={styles.stage} data-testid="crop-stage">
        {unreadable ? (
          <p role="alert" className={styles.unreadable}>
            {t.unreadable}
          </p>
        ) : imageSrc ? (
          <Suspense fallback={<div className={styles.loading}>{es.common.loading}</div>}>
            <CropAreaView
              image={imageSrc}
              crop={crop}
              zoom={zoom}
              rotation={rotation}
              flip={flip}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={setArea}
              onMediaError={() => setUnreadable(true)}
            />
          </Suspense>
        ) : null}
      </div>
      <Slider
        className={styles.slider}
        value={zoom}
        onChange={(value) => setZoom(Array.isArray(value) ? (value[0] ?? zoom) : value)}
        minValue={MIN_ZOOM}
        maxValue={MAX_ZOOM}
        step={0.05}
        formatOptions={{ style: 'percent', maximumFractionDigits: 0 }}
      >
        <div className={styles.sliderLabel}>
          <Label>{t.zoom}</Label>
          <SliderOutput />
        </div>
        <SliderTrack className={styles.track}>
          <SliderThumb className={styles.thumb} />
        </SliderTrack>
      </Slider>
      <div className={styles.tools}>
        <Button variant="ghost" onPress={() => setRotation((r) => (r + 90) % 360)}>
          <Icon name="rotate" />
          {t.rotate}
        </Button>
        <Button
          variant="ghost"
          aria-pressed={flip.horizontal}
          onPress={() => setFlip((f) => ({ ...f, horizontal: !f.horizontal }))}
        >
          <Icon name="flipHorizontal" />
          {t.flipHorizontal}
        </Button>
        <Button
          variant="ghost"
          aria-pressed={flip.vertical}
          onPress={() => setFlip((f) => ({ ...f, vertical: !f.vertical }))}
        >
          <Icon name="flipVertical" />
          {t.flipVertical}
        </Button>
      </div>
      <div className={styles.actions}>
        <Button variant="ghost" onPress={onCancel}>
          {t.cancel}
        </Button>
        {/* Not `isPending`: react-aria would announce a label that vanishes as the dialog closes. */}
        <Button isDisabled={!area || saving || unreadable} onPress={() => void save()}>
          {t.save}
        </Button>
      </div>
    </ModalDialog>
  );
}
