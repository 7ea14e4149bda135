// A new store's way to its first order (issue 21): whether it can take orders (a WhatsApp number saved in
// 'Checkout') and whether the merchant shared its link from the home.
import { useCallback, useState } from 'react';
import { useCheckout, type Checkout } from '@panel/api';
import { useHydrated } from './hydration';

/**
 * True when the saved checkout reaches a WhatsApp number: the storefront's `takingOrders`
 * (@panel/domain's whatsappNumber is null exactly when the number or its calling code has no digit).
 * Written out here rather than imported: whatsappNumber brings libphonenumber into the home's first load.
 */
export function hasWhatsappNumber(checkout: Pick<Checkout, 'type' | 'phone' | 'phoneArea'>) {
  const digits = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '') !== '';
  return checkout.type === 'whatsapp' && digits(checkout.phone) && digits(checkout.phoneArea);
}

/** Whether the store can take orders; undefined while the checkout loads (or failed): say nothing then. */
export function useTakingOrders(): boolean | undefined {
  const checkout = useCheckout();
  return checkout.data ? hasWhatsappNumber(checkout.data) : undefined;
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
