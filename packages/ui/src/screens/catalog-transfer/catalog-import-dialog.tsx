import { useState, type ReactNode } from 'react';
import {
  Button as AriaButton,
  DropZone,
  FileTrigger,
  Heading,
  isFileDropItem,
  type DropZoneProps,
} from 'react-aria-components';
import { formatMoney, parseAmount } from '@panel/domain';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { ModalDialog } from '../../components/modal-dialog';
import { es } from '../../i18n/es';
import * as styles from './catalog-transfer.css';
import type { CatalogImportOutcome, CatalogImportPreview, CatalogImportSampleRow } from './types';

const t = es.catalogTransfer.import;
const formats = es.catalogTransfer.formats;

/** The files the chooser offers: CSV by extension or type (Excel on Windows names it either way). */
const ACCEPTED = ['.csv', 'text/csv', 'application/vnd.ms-excel'];

/** Errors and pictures listed on screen; the rest are in the errors file. */
const SHOWN_ERRORS = 50;
const SHOWN_IMAGES = 10;

/**
 * A refusal whose message is for the merchant (the server's Spanish `error`: a file too big, not a
 * CSV…). Any other rejection shows the general failure text.
 */
export class CatalogImportRefusal extends Error {
  override name = 'CatalogImportRefusal';
}

/** Props of {@link CatalogImportDialog}. */
export interface CatalogImportDialogProps {
  /** Whether the dialog is open; it starts at the file chooser each time it opens. */
  isOpen: boolean;
  /** 'Cancelar', 'Cerrar', Escape or a click outside (ignored while the import is being saved). */
  onClose: () => void;
  /** Reads the file on the server and answers what it would do, writing nothing. */
  onPreview: (file: File) => Promise<CatalogImportPreview>;
  /** 'Importar': saves the file's products in one transaction, or is refused by the product limit. */
  onApply: (file: File) => Promise<CatalogImportOutcome>;
  /** 'Descargar errores': the refused rows as a CSV with a reason column; reject to say it failed. */
  onDownloadErrors: (file: File) => void | Promise<void>;
  /** 'Aumentar espacio' and a refusal for the product limit: the host opens the capacity modal. */
  onIncreaseCapacity: () => void;
  /** The store's country: how prices are written ('$1.500,50' in Argentina). */
  country?: string;
}

type Step =
  | { name: 'choose'; notCsv: boolean }
  | { name: 'reading'; file: File }
  | { name: 'preview'; file: File; preview: CatalogImportPreview }
  | { name: 'applying'; file: File; preview: CatalogImportPreview }
  | { name: 'done'; file: File; created: number; updated: number }
  | { name: 'limit'; file: File; preview: CatalogImportPreview; limit: number; total: number }
  | { name: 'failed'; file: File; preview: CatalogImportPreview | null; reason: string | null };

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];

const isCsv = (file: File) =>
  /\.csv$/i.test(file.name) || file.type === 'text/csv' || file.type === 'application/csv';

const reasonOf = (error: unknown) => (error instanceof CatalogImportRefusal ? error.message : null);

/**
 * 'Productos' → 'Importar' (issue 24): a CSV of Panel, Tiendanube or Shopify in two steps. First the
 * file (drop zone or button), which the server reads without writing: products to create and to
 * update, rows with errors (line, column, reason), warnings, the first rows as they will be saved and
 * the pictures named by URL, which are not imported. Then 'Importar' saves it (one transaction) and
 * says what was done; 'Descargar errores' gives the refused rows. A file that would pass the plan's
 * product limit offers 'Aumentar espacio' (the host's capacity modal) instead of importing.
 */
export function CatalogImportDialog(props: CatalogImportDialogProps) {
  return (
    <ModalDialog isOpen={props.isOpen} onDismiss={props.onClose} classNames={styles}>
      {/* Mounted while open: each opening starts over at the chooser. */}
      <ImportSteps {...props} />
    </ModalDialog>
  );
}

function ImportSteps({
  onClose,
  onPreview,
  onApply,
  onDownloadErrors,
  onIncreaseCapacity,
  country,
}: CatalogImportDialogProps) {
  const [step, setStep] = useState<Step>({ name: 'choose', notCsv: false });

  const read = async (file: File) => {
    setStep({ name: 'reading', file });
    try {
      const preview = await onPreview(file);
      setStep({ name: 'preview', file, preview });
    } catch (error) {
      setStep({ name: 'failed', file, preview: null, reason: reasonOf(error) });
    }
  };

  const choose = (files: readonly File[]) => {
    const file = files[0];
    if (!file) return;
    if (!isCsv(file)) {
      setStep({ name: 'choose', notCsv: true });
      return;
    }
    void read(file);
  };

  const apply = async (file: File, preview: CatalogImportPreview) => {
    setStep({ name: 'applying', file, preview });
    try {
      const outcome = await onApply(file);
      if (outcome.kind === 'limit') {
        setStep({ name: 'limit', file, preview, limit: outcome.limit, total: outcome.total });
        // As product creation does: the refusal opens the capacity modal.
        onIncreaseCapacity();
        return;
      }
      setStep({ name: 'done', file, created: outcome.created, updated: outcome.updated });
    } catch (error) {
      setStep({ name: 'failed', file, preview, reason: reasonOf(error) });
    }
  };

  const restart = () => setStep({ name: 'choose', notCsv: false });
  const cancel = (
    <Button variant="ghost" onPress={onClose}>
      {t.cancel}
    </Button>
  );

  return (
    <>
      <Heading slot="title" className={styles.title}>
        {step.name === 'done' ? t.doneTitle : t.title}
      </Heading>

      {step.name === 'choose' && (
        <>
          <p className={styles.text}>{t.text}</p>
          <Chooser onChoose={choose} />
          {step.notCsv ? (
            <p role="alert" className={styles.alert}>
              {t.notCsv}
            </p>
          ) : (
            <p className={styles.muted}>{t.rules}</p>
          )}
          <div className={styles.actions}>{cancel}</div>
        </>
      )}

      {step.name === 'reading' && (
        <>
          <div role="status" className={styles.reading}>
            <span aria-hidden="true" className={styles.spinner} />
            {t.reading(step.file.name)}
          </div>
          <div className={styles.actions}>{cancel}</div>
        </>
      )}

      {(step.name === 'preview' || step.name === 'applying' || step.name === 'limit') && (
        <>
          <ChosenFile
            file={step.file}
            onChooseAnother={step.name === 'applying' ? undefined : restart}
          />
          <PreviewBody
            preview={step.preview}
            country={country}
            onDownloadErrors={() => onDownloadErrors(step.file)}
            limit={
              step.name === 'limit'
                ? { limit: step.limit, total: step.total }
                : overLimit(step.preview)
            }
          />
          {step.name === 'applying' && (
            <p role="status" className={styles.info}>
              {t.applyingText}
            </p>
          )}
          <div className={styles.actions}>
            {step.name !== 'applying' && cancel}
            {step.name === 'limit' || overLimit(step.preview) ? (
              <Button onPress={onIncreaseCapacity}>{t.increase}</Button>
            ) : (
              <Button
                isPending={step.name === 'applying'}
                // A file with refused rows is imported once they are fixed: all or nothing.
                isDisabled={
                  step.preview.errorRows > 0 || step.preview.toCreate + step.preview.toUpdate === 0
                }
                onPress={() => void apply(step.file, step.preview)}
              >
                {step.name === 'applying' ? t.applying : t.apply}
              </Button>
            )}
          </div>
        </>
      )}

      {step.name === 'done' && (
        <>
          <div role="status" className={styles.done}>
            {step.created > 0 && <p className={styles.text}>{t.created(step.created)}</p>}
            {step.updated > 0 && <p className={styles.text}>{t.updated(step.updated)}</p>}
          </div>
          <div className={styles.actions}>
            <Button onPress={onClose}>{t.close}</Button>
          </div>
        </>
      )}

      {step.name === 'failed' && (
        <>
          <ChosenFile file={step.file} onChooseAnother={restart} />
          <div role="alert" className={styles.alert}>
            <p className={styles.alertTitle}>{step.preview ? t.applyFailedTitle : t.failedTitle}</p>
            <p className={styles.text}>
              {step.reason ?? (step.preview ? t.applyFailedText : es.products.loadError)}
            </p>
          </div>
          <div className={styles.actions}>
            {cancel}
            <Button
              onPress={() => void (step.preview ? apply(step.file, step.preview) : read(step.file))}
            >
              {t.retry}
            </Button>
          </div>
        </>
      )}
    </>
  );
}

/** The store's count after the import, when it passes the limit. */
function overLimit(preview: CatalogImportPreview) {
  const limit = preview.limit;
  return limit && limit.total > limit.limit ? limit : null;
}

/** The drop zone, which is also the file button. */
function Chooser({ onChoose }: { onChoose: (files: readonly File[]) => void }) {
  const onDrop = async (event: DropEvent) => {
    const dropped = await Promise.all(
      event.items.filter(isFileDropItem).map((item) => item.getFile()),
    );
    onChoose(dropped);
  };
  return (
    <DropZone
      aria-label={t.dropzoneLabel}
      className={styles.dropZone}
      onDrop={(e) => void onDrop(e)}
    >
      <FileTrigger
        acceptedFileTypes={ACCEPTED}
        onSelect={(list) => onChoose(list ? Array.from(list) : [])}
      >
        <AriaButton className={styles.pickButton}>
          <Icon name="upload" size="32px" className={styles.pickIcon} />
          {t.dropzone}
        </AriaButton>
      </FileTrigger>
    </DropZone>
  );
}

function ChosenFile({ file, onChooseAnother }: { file: File; onChooseAnother?: () => void }) {
  return (
    <div className={styles.fileRow}>
      <span>
        {t.chosenFile}: <span className={styles.fileName}>{file.name}</span>
      </span>
      {onChooseAnother && (
        <Button variant="ghost" onPress={onChooseAnother}>
          {t.chooseAnother}
        </Button>
      )}
    </div>
  );
}

function PreviewBody({
  preview,
  country,
  limit,
  onDownloadErrors,
}: {
  preview: CatalogImportPreview;
  country?: string;
  limit: { limit: number; total: number } | null;
  onDownloadErrors: () => void | Promise<void>;
}) {
  const counts = [
    ['create', preview.toCreate],
    ['update', preview.toUpdate],
    ...(preview.unchanged ? ([['unchanged', preview.unchanged]] as const) : []),
    ['errors', preview.errorRows],
  ] as const;
  // Rows, not errors: a row may have several (one per column).
  const shownErrorRows = new Set(preview.errors.slice(0, SHOWN_ERRORS).map((e) => e.line)).size;
  const moreErrors = preview.errorRows - shownErrorRows;
  const imageCount = preview.ignoredImageCount ?? preview.ignoredImages.length;
  const moreImages = imageCount - Math.min(preview.ignoredImages.length, SHOWN_IMAGES);
  const shownProducts = new Set(preview.sample.map((row) => row.line)).size;
  return (
    <>
      <p className={styles.info}>
        {t.detected(formats[preview.format])} {t.nothingChanges}
        {preview.windows1252 && (
          <>
            <br />
            {t.windows1252}
          </>
        )}
        {preview.columns && (
          <>
            <br />
            {t.columnsRecognized(
              preview.columns.recognized,
              preview.columns.recognized + preview.columns.ignored.length,
            )}
            {preview.columns.ignored.length > 0 &&
              ` ${t.columnsIgnored(preview.columns.ignored.join(', '))}`}
          </>
        )}
      </p>
      <ul className={styles.counts} aria-label={t.previewTitle}>
        {counts.map(([kind, n]) => (
          <li key={kind} className={styles.count[n === 0 ? 'none' : kind]} data-count={kind}>
            <span className={styles.countNumber}>{n}</span> {t.counts[kind](n)}
          </li>
        ))}
      </ul>

      {limit && (
        <div role="alert" className={styles.alert}>
          <p className={styles.alertTitle}>{t.limitTitle}</p>
          <p className={styles.text}>{t.limitText(limit.total, limit.limit)}</p>
        </div>
      )}

      {preview.errorRows > 0 && (
        <div className={styles.section}>
          <h3 className={styles.subtitle}>{t.errorsTitle}</h3>
          <p className={styles.muted}>{t.errorsHelp}</p>
          {preview.errors.length > 0 && (
            <ScrollRegion label={t.errorsTitle}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col" className={styles.th}>
                      {t.columns.line}
                    </th>
                    <th scope="col" className={styles.th}>
                      {t.columns.column}
                    </th>
                    <th scope="col" className={styles.th}>
                      {t.columns.reason}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {preview.errors.slice(0, SHOWN_ERRORS).map((error, i) => (
                    <tr key={`${error.line}-${error.column ?? ''}-${i}`}>
                      <td className={styles.number}>{error.line}</td>
                      <td className={styles.nowrap}>{error.column ?? t.wholeRow}</td>
                      <td className={styles.td}>{error.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
          {moreErrors > 0 && <p className={styles.muted}>{t.moreErrors(moreErrors)}</p>}
          <DownloadErrors onDownload={onDownloadErrors} />
        </div>
      )}

      {preview.warnings.length > 0 && (
        <div className={styles.warningBox}>
          <p className={styles.alertTitle}>{t.warningsTitle}</p>
          <ul className={styles.list}>
            {preview.warnings.map((warning, i) => (
              <li key={`${warning.line ?? 'file'}-${i}`}>
                {warning.line !== null && `${t.warningAt(warning.line)} `}
                {warning.message}
              </li>
            ))}
          </ul>
        </div>
      )}

      {preview.ignoredImages.length > 0 && (
        <div className={styles.section}>
          <h3 className={styles.subtitle}>{t.imagesTitle}</h3>
          <p className={styles.muted}>{t.imagesHelp(imageCount)}</p>
          <ul className={styles.list}>
            {preview.ignoredImages.slice(0, SHOWN_IMAGES).map((image, i) => (
              <li key={`${image.line}-${i}`} className={styles.url}>
                {t.warningAt(image.line)} {image.url}
              </li>
            ))}
          </ul>
          {moreImages > 0 && <p className={styles.muted}>{t.moreImages(moreImages)}</p>}
        </div>
      )}

      {preview.sample.length > 0 && (
        <div className={styles.section}>
          <h3 className={styles.subtitle}>{t.sampleTitle}</h3>
          {preview.totalProducts !== undefined && preview.totalProducts > shownProducts && (
            <p className={styles.muted}>{t.sampleMore(shownProducts, preview.totalProducts)}</p>
          )}
          <ScrollRegion label={t.sampleTitle}>
            <table className={styles.table}>
              <thead>
                <tr>
                  {(['line', 'product', 'variant', 'price', 'stock', 'sku', 'action'] as const).map(
                    (column) => (
                      <th key={column} scope="col" className={styles.th}>
                        {t.columns[column]}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {preview.sample.map((row, i) => (
                  <SampleRow key={`${row.line}-${i}`} row={row} country={country} />
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </div>
      )}
    </>
  );
}

/** 'Descargar errores', and a line when the download failed. */
function DownloadErrors({ onDownload }: { onDownload: () => void | Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onDownload();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <AriaButton className={styles.linkButton} isDisabled={busy} onPress={() => void download()}>
        {t.downloadErrors}
      </AriaButton>
      {failed && (
        <p role="alert" className={styles.alert}>
          {t.downloadFailed}
        </p>
      )}
    </>
  );
}

/**
 * A table that scrolls sideways on a phone. Focusable, so a keyboard can scroll it (axe's
 * scrollable-region-focusable): its cells hold no control that would take the focus instead.
 */
function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region, see above
    <div className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

function SampleRow({ row, country }: { row: CatalogImportSampleRow; country?: string }) {
  const price = parseAmount(row.price ?? null);
  return (
    <tr>
      <td className={styles.number}>{row.line}</td>
      <td className={styles.td}>{row.name}</td>
      <td className={styles.td}>{row.variant || t.blank}</td>
      <td className={styles.number}>{price === null ? t.blank : formatMoney(price, country)}</td>
      <td className={styles.number}>
        {row.stock === 'unlimited'
          ? t.unlimitedStock
          : row.stock === null || row.stock === undefined
            ? t.blank
            : row.stock}
      </td>
      <td className={styles.nowrap}>{row.sku || t.blank}</td>
      <td className={`${styles.nowrap} ${styles.action[row.action]}`}>{t.action[row.action]}</td>
    </tr>
  );
}
