// A new store's way to its first order (issue 21): whether it can take orders (a WhatsApp number saved in
// 'Checkout') and whether the merchant shared its link from the home.
import { useCallback, useState } from 'react';
import { useCheckout } from '@panel/api';
import { takesOrders } from '@panel/domain';
import { useHydrated } from './hydration';

/** Whether the store can take orders; undefined while the checkout loads (or failed): say nothing then. */
export function useTakingOrders(): boolean | undefined {
  const checkout = useCheckout();
  return checkout.data ? takesOrders(checkout.data) : undefined;
}

/** localStorage key of "the link was shared from the home" of a store. */
export const linkSharedKey = (storeId: string) => `panel.linkShared.${storeId}`;

const readShared = (storeId: string | undefined) => {
  if (!storeId) return false;
  try {
    return localStorage.getItem(linkSharedKey(storeId)) === '1';
  } catch {
    return false;
  }
};

/**
 * The share step's tick: set once the merchant copies or shares the store's link from the home,
 * remembered in this browser (the server cannot know where a link went). False in the server's render.
 */
export function useLinkShared(storeId: string | undefined): [boolean, () => void] {
  const hydrated = useHydrated();
  const [marked, setMarked] = useState<string | null>(null);
  const shared = marked === storeId || (hydrated && readShared(storeId));
  const mark = useCallback(() => {
    if (!storeId) return;
    try {
      localStorage.setItem(linkSharedKey(storeId), '1');
    } catch {
      // Private mode: ticked for this visit only.
    }
    setMarked(storeId);
  }, [storeId]);
  return [shared, mark];
}
