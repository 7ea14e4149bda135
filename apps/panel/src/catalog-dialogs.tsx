// The catalogue's 'Exportar' and 'Importar' dialogs wired to the server (issue 24); loaded by /products
// the first time either opens.
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { productKeys, usePanelClient, useUserInfo } from '@panel/api';
import { CatalogExportDialog, CatalogImportDialog, type CatalogImportOutcome } from '@panel/ui';
import {
  LIMIT_REACHED,
  applyImport,
  downloadExport,
  downloadImportErrors,
  previewImport,
  toImportPreview,
  type ImportPreviewAnswer,
} from './catalog-transfer';
import { useModal } from './modal';

/** Which dialog is open. */
export type CatalogDialog = '' | 'export' | 'import';

/** Props of {@link CatalogDialogs}. */
export interface CatalogDialogsProps {
  open: CatalogDialog;
  onClose: () => void;
}

/** Both dialogs; the import's limit refusal opens the subscription modal, as product creation does. */
export default function CatalogDialogs({ open, onClose }: CatalogDialogsProps) {
  const client = usePanelClient();
  const queryClient = useQueryClient();
  const modal = useModal();
  const country = useUserInfo().data?.store?.country;
  // The last preview: the limit it reported names the refusal's figures.
  const lastPreview = useRef<ImportPreviewAnswer | null>(null);

  const onApply = async (file: File): Promise<CatalogImportOutcome> => {
    const counts = await applyImport(client, file);
    if (counts === LIMIT_REACHED) {
      const limit = lastPreview.current?.limit;
      return { kind: 'limit', limit: limit?.limit ?? 0, total: limit?.after ?? 0 };
    }
    // The list, the count (the limit) and the products shown elsewhere have changed.
    void queryClient.invalidateQueries({ queryKey: productKeys.all });
    return { kind: 'done', created: counts.productsCreated, updated: counts.productsUpdated };
  };

  return (
    <>
      <CatalogExportDialog
        isOpen={open === 'export'}
        onClose={onClose}
        onExport={async (format) => {
          await downloadExport(client, format);
          onClose();
        }}
      />
      <CatalogImportDialog
        isOpen={open === 'import'}
        onClose={onClose}
        country={country}
        onPreview={async (file) => {
          const answer = await previewImport(client, file);
          lastPreview.current = answer;
          return toImportPreview(answer);
        }}
        onApply={onApply}
        onDownloadErrors={(file) => downloadImportErrors(client, file)}
        onIncreaseCapacity={() => {
          onClose();
          modal.open('subscription');
        }}
      />
    </>
  );
}
