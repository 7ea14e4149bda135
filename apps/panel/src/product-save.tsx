// Product create and update with the upload progress shown (spec issue: "upload progress shown while a
// product with images saves"). The mutations are @panel/api's factories (same keys, same invalidation);
// only their request goes through XMLHttpRequest, which reports how much of the body was sent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createProductMutation,
  updateProductMutation,
  usePanelClient,
  type ProductCreateInput,
  type ProductUpdateInput,
} from '@panel/api';
import { es, toast } from '@panel/ui';
import { sendProduct, type UploadProgress } from './upload';
import { withVideoPoster } from './video-poster';

// The toast moves in steps of 5 %, so a screen reader is not handed a new number on every packet.
const STEP = 5;
let uploads = 0;

/**
 * Runs `send` and, when the body carries files, shows a toast with the share sent so far until the
 * answer arrives (beside the form's own 'Guardando...' → outcome toast).
 */
async function withProgress<T>(
  hasFiles: boolean,
  send: (onProgress: UploadProgress) => Promise<T>,
): Promise<T> {
  if (!hasFiles) return send(() => undefined);
  uploads += 1;
  const id = `product-upload-${uploads}`;
  let shown = -1;
  const show: UploadProgress = (sent) => {
    const percent = Math.min(100, Math.floor((sent * 100) / STEP) * STEP);
    if (percent === shown) return;
    shown = percent;
    toast.loading(es.productForm.upload.progress(percent), {
      id,
      duration: Infinity,
      description: (
        <progress
          max={100}
          value={percent}
          aria-label={es.productForm.upload.progressLabel}
          style={{ width: '100%' }}
        />
      ),
    });
  };
  show(0);
  try {
    return await send(show);
  } finally {
    toast.dismiss(id);
  }
}

const carriesFiles = (input: ProductCreateInput | ProductUpdateInput) =>
  (input.images?.length ?? 0) > 0 || input.video !== undefined;

/** Create a product, showing the upload progress. */
export function useCreateProductWithProgress() {
  const client = usePanelClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...createProductMutation(client, queryClient),
    mutationFn: async (input: ProductCreateInput) => {
      const body = await withVideoPoster(input);
      return withProgress(carriesFiles(body), (onProgress) =>
        sendProduct('POST', '/products/create', body, onProgress),
      );
    },
  });
}

/** Replace a product, showing the upload progress. */
export function useUpdateProductWithProgress() {
  const client = usePanelClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...updateProductMutation(client, queryClient),
    mutationFn: async ({ id, input }: { id: string; input: ProductUpdateInput }) => {
      const body = await withVideoPoster(input);
      return withProgress(carriesFiles(body), (onProgress) =>
        sendProduct('PUT', `/products/update/${encodeURIComponent(id)}`, body, onProgress),
      );
    },
  });
}
