import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { productQuery, usePanelClient } from '@panel/api';
import { ProductFormScreen } from '@panel/ui';
import { asServerError } from '../api';
import { useModal } from '../modal';
import { useCategoryProps } from '../product-categories';
import { DUPLICATE_PARAM, useProductLimit } from '../product-limit';
import { useCreateProductWithProgress } from '../product-save';
import { useUnsavedChanges } from '../leave-guard';
import { storedMedia, toCopyValues, toProductInput } from '../product-form';

const LIMIT_REACHED = 'Products limit reached';

/**
 * /products/create: 'Nuevo producto'; with ?duplicar={id}, filled with a draft copy of that product
 * whose pictures are shared with it, not uploaded again. At the product limit (reached while the form
 * was open, or by another tab) the save opens the subscription modal; so does the server's 403 for it.
 */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const copyOf = params.get(DUPLICATE_PARAM) ?? '';
  const original = useQuery({ ...productQuery(usePanelClient(), copyOf), enabled: copyOf !== '' });
  const create = useCreateProductWithProgress();
  const modal = useModal();
  const { atLimit } = useProductLimit();
  const categories = useCategoryProps();
  const onDirtyChange = useUnsavedChanges();
  if (copyOf && original.isError) return <Navigate to="/products" replace />;
  // A copy waits for the categories too, so the field shows the original's category by name.
  if (copyOf && (!original.data || categories.isLoading)) return null;
  return (
    <ProductFormScreen
      key={copyOf}
      onDirtyChange={onDirtyChange}
      mode="create"
      initialValues={original.data ? toCopyValues(original.data) : undefined}
      initialMedia={original.data ? storedMedia(original.data) : undefined}
      {...categories.props}
      onSave={async (values, media) => {
        if (atLimit) {
          modal.open('subscription');
          throw new Error(LIMIT_REACHED);
        }
        try {
          await create.mutateAsync(toProductInput(values, media));
        } catch (err) {
          const error = asServerError(err);
          if (error.message === LIMIT_REACHED) modal.open('subscription');
          throw error;
        }
        void navigate('/products');
      }}
    />
  );
}
