// Whether a store takes orders, apart from the phone rules (whatsapp.ts): the panel's home and header ask
// it on every screen, and this module brings no libphonenumber into their first load.

/** A store's checkout as saved: its kind, and the WhatsApp number's national digits and calling code. */
export interface SavedCheckout {
  type: string;
  phone: string | null | undefined;
  phoneArea: string | null | undefined;
}

/** Whether a number and its calling code both have a digit: whatsappNumber gives a number exactly then. */
export function hasPhoneDigits(
  phoneArea: string | null | undefined,
  phone: string | null | undefined,
): boolean {
  const digits = (text: string | null | undefined) => /\d/.test(text ?? '');
  return digits(phoneArea) && digits(phone);
}

/** Whether the store takes orders: a WhatsApp checkout with a number (the storefront's `takingOrders`). */
export function takesOrders(checkout: SavedCheckout): boolean {
  return checkout.type === 'whatsapp' && hasPhoneDigits(checkout.phoneArea, checkout.phone);
}
