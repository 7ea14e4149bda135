import { useEffect, useMemo, useState } from 'react';
import {
  Button,
  DropZone,
  FileTrigger,
  isFileDropItem,
  type DropZoneProps,
} from 'react-aria-components';
import { UPLOAD, checkUploadSelection, countMedia, uploadKind } from '@panel/domain';
import { Icon } from '../components/icon';
import { es } from '../i18n/es';
import * as styles from './upload-zone.css';

const t = es.productForm.upload;

// The public types are spelled out here: the published d.ts may not import the private @panel/domain.

/** Rule of the 'IMPORTANTE:' box that a selection broke: formats, 10 images or 1 video. */
export type UploadZoneRule = 'format' | 'maxImages' | 'maxVideos';

/** Kind of a product media. */
export type MediaKind = 'image' | 'video';

/** A media already stored on the server: shown from its URL, kept by reference when saved. */
export interface StoredUploadMedia {
  id: string;
  url: string;
  kind: MediaKind;
  /** A video's poster frame, shown until the video plays (none: a video stored without one). */
  poster?: string;
}

/** One media of the zone: a file chosen on this device, or a stored one. */
export type UploadItem = File | StoredUploadMedia;

/** True for a media already stored on the server (not a file chosen on this device). */
export function isStoredMedia(item: UploadItem): item is StoredUploadMedia {
  return !(item instanceof File);
}

const kindOf = (item: UploadItem): MediaKind =>
  isStoredMedia(item) ? item.kind : uploadKind(item.type);

const held = (items: readonly UploadItem[]) =>
  countMedia(items.map((item) => ({ kind: kindOf(item) })));

/** Props of {@link UploadZone}. */
export interface UploadZoneProps {
  /** The product's media, in display order: stored ones and files chosen on this device. */
  media: readonly UploadItem[];
  /** Called with the new list after adding, replacing or removing a media. */
  onMediaChange: (media: UploadItem[]) => void;
  /** Highlight a rule from outside (e.g. a server refusal); the zone's own checks also set it. */
  brokenRule?: UploadZoneRule | null;
}

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];

const RULES = [
  ['maxFiles', t.rules.maxFiles],
  ['format', t.rules.formats],
  ['imageSize', t.rules.imageSize],
  ['videoSize', t.rules.videoSize],
] as const;

/** The line of the box each rule marks: both limits are the '10 imágenes y 1 video' line. */
const LINE_OF = {
  format: 'format',
  maxImages: 'maxFiles',
  maxVideos: 'maxFiles',
} as const satisfies Record<UploadZoneRule, (typeof RULES)[number][0]>;

/** What each tile shows: a stored media's URL, or an object URL of a chosen file (revoked after). */
function usePreviewUrls(items: readonly UploadItem[]): string[] {
  const created = useMemo(
    () => items.map((item) => (isStoredMedia(item) ? null : URL.createObjectURL(item))),
    [items],
  );
  useEffect(
    () => () => created.forEach((url) => url !== null && URL.revokeObjectURL(url)),
    [created],
  );
  return items.map((item, i) => (isStoredMedia(item) ? item.url : (created[i] ?? '')));
}

/**
 * Product media upload (spec §2.11, §4, §5): a drop zone that is also a file button, up to 10
 * preview tiles (videos autoplay muted), replace and remove per tile, and the 'IMPORTANTE:' rules
 * box, which turns red with the broken rule marked and the reason given when a selection has no
 * accepted file, or would leave the product with more than 10 images or more than 1 video (the
 * server's limit, from @panel/domain).
 */
export function UploadZone({ media, onMediaChange, brokenRule = null }: UploadZoneProps) {
  const [ownRule, setOwnRule] = useState<UploadZoneRule | null>(null);
  const rule = ownRule ?? brokenRule;
  const shown = useMemo(() => media.slice(0, UPLOAD.previewTiles), [media]);
  const urls = usePreviewUrls(shown);

  const add = (selection: readonly File[]) => {
    const check = checkUploadSelection(selection, held(media));
    if (!check.ok) {
      setOwnRule(check.rule);
      return;
    }
    setOwnRule(null);
    onMediaChange([...media, ...check.files]);
  };

  const replace = (index: number, selection: readonly File[]) => {
    const file = selection[0];
    if (!file) return;
    const check = checkUploadSelection([file], held(media.filter((_, i) => i !== index)));
    if (!check.ok) {
      setOwnRule(check.rule);
      return;
    }
    setOwnRule(null);
    onMediaChange(media.map((current, i) => (i === index ? file : current)));
  };

  const remove = (index: number) => {
    setOwnRule(null);
    onMediaChange(media.filter((_, i) => i !== index));
  };

  const onDrop = async (event: DropEvent) => {
    const dropped = await Promise.all(
      event.items.filter(isFileDropItem).map((item) => item.getFile()),
    );
    add(dropped);
  };

  return (
    <div className={styles.root}>
      <DropZone aria-label={t.title} className={styles.dropZone} onDrop={(e) => void onDrop(e)}>
        <FileTrigger
          allowsMultiple
          acceptedFileTypes={[...UPLOAD.acceptedMimeTypes]}
          onSelect={(list) => add(list ? Array.from(list) : [])}
        >
          <Button className={styles.pickButton}>
            <Icon name="upload" size="32px" className={styles.pickIcon} />
            {t.dropzone}
          </Button>
        </FileTrigger>
      </DropZone>

      {media.length > 0 && (
        <>
          <p className={styles.count} aria-live="polite">
            {t.count(media.length)}
          </p>
          <ul className={styles.tiles}>
            {shown.map((item, index) => {
              const position = index + 1;
              const url = urls[index];
              return (
                <li
                  key={isStoredMedia(item) ? item.id : `${item.name}-${index}`}
                  className={styles.tile}
                >
                  {kindOf(item) === 'video' ? (
                    <video
                      src={url}
                      poster={isStoredMedia(item) ? item.poster : undefined}
                      className={styles.media_}
                      autoPlay
                      muted
                      loop
                      playsInline
                      aria-label={t.previewAlt(position)}
                    />
                  ) : (
                    <img src={url} alt={t.previewAlt(position)} className={styles.media_} />
                  )}
                  <div className={styles.tileActions}>
                    <FileTrigger
                      acceptedFileTypes={[...UPLOAD.acceptedMimeTypes]}
                      onSelect={(list) => replace(index, list ? Array.from(list) : [])}
                    >
                      <Button aria-label={t.replaceTile(position)} className={styles.tileButton}>
                        <Icon name="replace" size="16px" />
                      </Button>
                    </FileTrigger>
                    <Button
                      aria-label={t.removeTile(position)}
                      className={styles.tileButton}
                      onPress={() => remove(index)}
                    >
                      <Icon name="close" size="16px" />
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}

      <div
        className={styles.rules}
        data-invalid={rule ? true : undefined}
        data-testid="upload-rules"
        aria-live="polite"
      >
        <p className={styles.rulesTitle}>{t.rulesTitle}</p>
        <ul className={styles.rulesList}>
          {RULES.map(([id, text]) =>
            rule && id === LINE_OF[rule] ? (
              <li key={id} className={styles.brokenRule} data-broken>
                <span className={styles.visuallyHidden}>{t.brokenRule} </span>
                {text}
              </li>
            ) : (
              <li key={id}>{text}</li>
            ),
          )}
        </ul>
        {rule && <p className={styles.refusal}>{t.refused[rule]}</p>}
      </div>
    </div>
  );
}
