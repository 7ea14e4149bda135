import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConfig, useCreateProduct, useProductsCount } from '@panel/api';
import { ProductFormScreen, SubscriptionModal } from '@panel/ui';
import { asServerError } from '../api';
import { toProductInput } from '../product-form';

/** /products/create: 'Nuevo producto'; at the product limit the subscription modal opens instead. */
export function Component() {
  const navigate = useNavigate();
  const create = useCreateProduct();
  const count = useProductsCount();
  const config = useConfig();
  const [subscriptionOpen, setSubscriptionOpen] = useState(false);
  const atLimit =
    count.data !== undefined &&
    config.data !== undefined &&
    count.data >= config.data.productsLimit;
  return (
    <>
      <ProductFormScreen
        mode="create"
        onSave={async (values, files) => {
          if (atLimit) {
            setSubscriptionOpen(true);
            throw new Error('Products limit reached');
          }
          try {
            await create.mutateAsync(toProductInput(values, files));
          } catch (err) {
            const error = asServerError(err);
            if (error.message === 'Products limit reached') setSubscriptionOpen(true);
            throw error;
          }
          void navigate('/products');
        }}
      />
      <SubscriptionModal isOpen={subscriptionOpen} onOpenChange={setSubscriptionOpen} />
    </>
  );
}
