import { useEffect, useMemo, useState } from 'react';
import {
  Button,
  DropZone,
  FileTrigger,
  isFileDropItem,
  type DropZoneProps,
} from 'react-aria-components';
import { UPLOAD, checkUploadSelection, isAcceptedUploadType } from '@panel/domain';
import { Icon } from '../components/icon';
import { es } from '../i18n/es';
import * as styles from './upload-zone.css';

const t = es.productForm.upload;

/** Rule of the 'IMPORTANTE:' box that a selection broke. */
export type UploadZoneRule = 'format' | 'maxFiles';

/** Props of {@link UploadZone}. */
export interface UploadZoneProps {
  /** The chosen files, in display order (images, then the video). */
  files: readonly File[];
  /** Called with the new list after adding, replacing or removing a file. */
  onFilesChange: (files: File[]) => void;
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

function usePreviewUrls(files: readonly File[]): string[] {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

/**
 * Product media upload (spec §2.11, §4, §5): a drop zone that is also a file button, up to 10
 * preview tiles (videos autoplay muted), replace and remove per tile, and the 'IMPORTANTE:' rules
 * box, which turns red with the broken rule marked when a selection has no accepted file or would
 * exceed 11 files.
 */
export function UploadZone({ files, onFilesChange, brokenRule = null }: UploadZoneProps) {
  const [ownRule, setOwnRule] = useState<UploadZoneRule | null>(null);
  const rule = ownRule ?? brokenRule;
  const shown = files.slice(0, UPLOAD.previewTiles);
  const urls = usePreviewUrls(shown);

  const add = (selection: readonly File[]) => {
    const check = checkUploadSelection(selection, files.length);
    if (!check.ok) {
      setOwnRule(check.rule);
      return;
    }
    setOwnRule(null);
    onFilesChange([...files, ...check.files]);
  };

  const replace = (index: number, selection: readonly File[]) => {
    const file = selection[0];
    if (!file) return;
    if (!isAcceptedUploadType(file.type)) {
      setOwnRule('format');
      return;
    }
    setOwnRule(null);
    onFilesChange(files.map((current, i) => (i === index ? file : current)));
  };

  const remove = (index: number) => {
    setOwnRule(null);
    onFilesChange(files.filter((_, i) => i !== index));
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

      {files.length > 0 && (
        <>
          <p className={styles.count} aria-live="polite">
            {t.count(files.length)}
          </p>
          <ul className={styles.tiles}>
            {shown.map((file, index) => {
              const position = index + 1;
              const url = urls[index];
              return (
                <li key={`${file.name}-${index}`} className={styles.tile}>
                  {file.type.startsWith('video/') ? (
                    <video
                      src={url}
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
            id === rule ? (
              <li key={id} className={styles.brokenRule} data-broken>
                <span className={styles.visuallyHidden}>{t.brokenRule} </span>
                {text}
              </li>
            ) : (
              <li key={id}>{text}</li>
            ),
          )}
        </ul>
      </div>
    </div>
  );
}
