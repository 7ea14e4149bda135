import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useProduct } from '@panel/api';
import { ProductFormScreen } from '@panel/ui';
import { asServerError } from '../api';
import { useCategoryProps } from '../product-categories';
import { useUpdateProductWithProgress } from '../product-save';
import { useUnsavedChanges } from '../leave-guard';
import { hasOptions, storedMedia, toFormValues, toProductInput } from '../product-form';

/** /update/{id}: the product form prefilled with a saved product and its media. */
export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const product = useProduct(id);
  const update = useUpdateProductWithProgress();
  const categories = useCategoryProps();
  const onDirtyChange = useUnsavedChanges();
  const data = product.data;
  if (product.isError) return <Navigate to="/products" replace />;
  // The categories first, so the field shows the product's category by name.
  if (!data || categories.isLoading) return null;
  return (
    <ProductFormScreen
      onDirtyChange={onDirtyChange}
      key={data.id}
      mode="edit"
      initialValues={toFormValues(data)}
      initialMedia={storedMedia(data)}
      {...categories.props}
      onSave={async (values, media) => {
        // Only new files are uploaded; the stored media the form kept travel as their ids.
        const { sharedMedia, ...input } = toProductInput(values, media, hasOptions(data));
        try {
          await update.mutateAsync({ id: data.id, input: { ...input, keepMedia: sharedMedia } });
        } catch (err) {
          throw asServerError(err);
        }
        void navigate('/products');
      }}
    />
  );
}
