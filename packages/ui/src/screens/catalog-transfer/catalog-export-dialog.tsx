import { useState } from 'react';
import { Heading, Radio, RadioGroup } from 'react-aria-components';
import { Button } from '../../components/button';
import { ModalDialog } from '../../components/modal-dialog';
import { es } from '../../i18n/es';
import * as styles from './catalog-transfer.css';
import type { CatalogExportFormat } from './types';

const t = es.catalogTransfer.export;

/** The formats offered, in order: ours first. */
const FORMATS = [
  ['ours', t.ours, t.oursHelp],
  ['tiendanube', t.tiendanube, t.tiendanubeHelp],
] as const satisfies readonly (readonly [CatalogExportFormat, string, string])[];

/** Props of {@link CatalogExportDialog}. */
export interface CatalogExportDialogProps {
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** 'Cancelar', Escape or a click outside. */
  onClose: () => void;
  /** 'Descargar CSV': downloads every product in that format; reject to show the failure. */
  onExport: (format: CatalogExportFormat) => Promise<void>;
}

/**
 * 'Productos' → 'Exportar' (issue 24): every product with its variants as a CSV, in Panel's format or
 * Tiendanube's. The host downloads the file and closes the dialog when it resolves.
 */
export function CatalogExportDialog({ isOpen, onClose, onExport }: CatalogExportDialogProps) {
  return (
    <ModalDialog
      isOpen={isOpen}
      onDismiss={onClose}
      classNames={{ overlay: styles.overlay, modal: styles.narrowModal, dialog: styles.dialog }}
    >
      <ExportForm onClose={onClose} onExport={onExport} />
    </ModalDialog>
  );
}

function ExportForm({ onClose, onExport }: Omit<CatalogExportDialogProps, 'isOpen'>) {
  const [format, setFormat] = useState<CatalogExportFormat>('ours');
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setPending(true);
    setFailed(false);
    try {
      await onExport(format);
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Heading slot="title" className={styles.title}>
        {t.title}
      </Heading>
      <p className={styles.text}>{t.text}</p>
      <RadioGroup
        aria-label={t.formatLabel}
        value={format}
        onChange={(value) => setFormat(value as CatalogExportFormat)}
        className={styles.radios}
        isDisabled={pending}
      >
        {FORMATS.map(([value, label, help]) => (
          <Radio key={value} value={value} className={styles.radio}>
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.radioTexts}>
              <span className={styles.radioLabel}>{label}</span>
              <span className={styles.muted}>{help}</span>
            </span>
          </Radio>
        ))}
      </RadioGroup>
      {failed && (
        <p role="alert" className={styles.alert}>
          {t.failed}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="ghost" onPress={onClose}>
          {t.cancel}
        </Button>
        <Button isPending={pending} onPress={() => void download()}>
          {pending ? t.downloading : t.download}
        </Button>
      </div>
    </>
  );
}
