import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useProduct } from '@panel/api';
import { ProductFormScreen } from '@panel/ui';
import { asServerError } from '../api';
import { useCategoryProps } from '../product-categories';
import { useUpdateProductWithProgress } from '../product-save';
import { mediaFiles, toFormValues, toProductInput } from '../product-form';

/** /update/{id}: the product form prefilled with a saved product and its media. */
export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const product = useProduct(id);
  const update = useUpdateProductWithProgress();
  const [files, setFiles] = useState<File[] | null>(null);
  const categories = useCategoryProps();
  const data = product.data;
  useEffect(() => {
    if (!data) return;
    const controller = new AbortController();
    mediaFiles(data, controller.signal).then(setFiles, () => {
      if (!controller.signal.aborted) setFiles([]);
    });
    return () => controller.abort();
  }, [data]);
  if (product.isError) return <Navigate to="/products" replace />;
  // The categories first, so the field shows the product's category by name.
  if (!data || !files || categories.isLoading) return null;
  return (
    <ProductFormScreen
      key={data.id}
      mode="edit"
      initialValues={toFormValues(data)}
      initialFiles={files}
      {...categories.props}
      onSave={async (values, chosen) => {
        try {
          // Every file is sent again in the form's order; the server replaces the old media.
          await update.mutateAsync({ id: data.id, input: toProductInput(values, chosen) });
        } catch (err) {
          throw asServerError(err);
        }
        void navigate('/products');
      }}
    />
  );
}
