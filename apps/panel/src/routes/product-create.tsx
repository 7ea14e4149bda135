import { useNavigate } from 'react-router-dom';
import { ProductFormScreen } from '@panel/ui';
import { asServerError } from '../api';
import { useModal } from '../modal';
import { useCategoryProps } from '../product-categories';
import { useProductLimit } from '../product-limit';
import { useCreateProductWithProgress } from '../product-save';
import { toProductInput } from '../product-form';

const LIMIT_REACHED = 'Products limit reached';

/**
 * /products/create: 'Nuevo producto'. At the product limit (reached while the form was open, or by
 * another tab) the save opens the subscription modal; so does the server's 403 for it.
 */
export function Component() {
  const navigate = useNavigate();
  const create = useCreateProductWithProgress();
  const modal = useModal();
  const { atLimit } = useProductLimit();
  const categories = useCategoryProps();
  return (
    <ProductFormScreen
      mode="create"
      {...categories.props}
      onSave={async (values, files) => {
        if (atLimit) {
          modal.open('subscription');
          throw new Error(LIMIT_REACHED);
        }
        try {
          await create.mutateAsync(toProductInput(values, files));
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
