// Product creation is gated by the product limit (spec §2.8, §6): at or above it, 'Agregar producto'
// opens the subscription modal instead of the form.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConfig, useProductsCount } from '@panel/api';
import { PRODUCTS_LIMIT_DEFAULT } from '@panel/domain';
import { useModal } from './modal';

/** Where 'Agregar producto' leads. */
export const CREATE_PRODUCT_PATH = '/products/create';

/** The store's product count against the limit the server enforces (`GET /config` productsLimit). */
export function useProductLimit() {
  const count = useProductsCount();
  const config = useConfig();
  const known = count.data !== undefined && config.data !== undefined;
  const limit = config.data?.productsLimit ?? PRODUCTS_LIMIT_DEFAULT;
  return {
    /** Null until both answers are in (the home card then shows 'Cargando...' and waits). */
    count: known ? (count.data ?? 0) : null,
    limit,
    /** Only true once both answers are in: an unknown count never blocks (the server still refuses). */
    atLimit: known && (count.data ?? 0) >= limit,
  };
}

/** The query parameter of the create form naming the product to copy ('Duplicar'). */
export const DUPLICATE_PARAM = 'duplicar';

/**
 * 'Agregar producto' (no argument) or 'Duplicar' (the product to copy): the new-product form, or the
 * subscription modal at the limit.
 */
export function useAddProduct(): (copyOf?: { id: string }) => void {
  const navigate = useNavigate();
  const modal = useModal();
  const { atLimit } = useProductLimit();
  // Stable while the limit is not crossed: the product table's rows are memoised on it.
  return useCallback(
    (copyOf?: { id: string }) => {
      if (atLimit) modal.open('subscription');
      else if (copyOf) {
        void navigate(
          `${CREATE_PRODUCT_PATH}?${new URLSearchParams({ [DUPLICATE_PARAM]: copyOf.id })}`,
        );
      } else void navigate(CREATE_PRODUCT_PATH);
    },
    [atLimit, modal, navigate],
  );
}
