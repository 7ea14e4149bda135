// The storefront's one script: it only enhances pages that already work without it (forms post, links
// navigate). Vanilla TypeScript, no framework: it must stay far under the 15 KiB gzip budget.
import {
  addToCart,
  CART_COOKIE,
  CART_MAX_AGE,
  cartCount,
  clampQuantity,
  parseCart,
  serializeCart,
  type CartEntry,
} from '../cart-cookie';

const STORAGE_KEY = 'panel-carrito';
/** Set when the order form is sent; the order page then opens WhatsApp once, in this tab. */
const OPEN_FLAG = 'panel-abrir-whatsapp';

function readCookie(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CART_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // private mode or blocked storage: the cookie alone keeps the cart
  }
}

function save(lines: CartEntry[]): void {
  const value = serializeCart(lines);
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CART_COOKIE}=${value}; Path=/; Max-Age=${CART_MAX_AGE}; SameSite=Lax${secure}`;
  storage()?.setItem(STORAGE_KEY, value);
}

/**
 * The cart: the cookie is the truth when present (the server writes it on no-JS posts and empties it
 * after an order); when the browser dropped it, localStorage brings it back.
 */
function load(): CartEntry[] {
  const cookie = readCookie();
  const lines = parseCart(cookie ?? storage()?.getItem(STORAGE_KEY));
  if (cookie === null && lines.length > 0) save(lines);
  else storage()?.setItem(STORAGE_KEY, serializeCart(lines));
  return lines;
}

function showCount(lines: CartEntry[]): void {
  const count = cartCount(lines);
  document.querySelectorAll<HTMLElement>('[data-cart-count]').forEach((badge) => {
    badge.textContent = String(count);
    badge.hidden = count === 0;
  });
}

function steppers(): void {
  document.querySelectorAll<HTMLElement>('[data-stepper]').forEach((stepper) => {
    const input = stepper.querySelector('input');
    if (!input) return;
    stepper.querySelectorAll<HTMLButtonElement>('[data-step]').forEach((button) => {
      button.hidden = false;
      button.addEventListener('click', () => {
        const max = Number(input.max) || 999;
        const next = clampQuantity(Number(input.value || 1) + Number(button.dataset.step));
        input.value = String(Math.min(max, next));
        input.dispatchEvent(new Event('change', { bubbles: true }));
      });
    });
  });
}

function addToCartForms(): void {
  document.querySelectorAll<HTMLFormElement>('form[data-add-to-cart]').forEach((form) => {
    form.addEventListener('submit', (event) => {
      const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
      // 'Pedir por WhatsApp' posts as usual: the server answers with the order form for that product.
      if (submitter?.value !== 'add' || !form.reportValidity()) return;
      event.preventDefault();
      const data = new FormData(form);
      const lines = addToCart(
        load(),
        String(data.get('productId')),
        clampQuantity(data.get('quantity')),
      );
      save(lines);
      showCount(lines);
      const status = form.querySelector<HTMLElement>('[data-cart-status]');
      if (status) status.textContent = status.dataset.added ?? '';
    });
  });
}

function orderForm(): void {
  document.querySelector('form[data-order-form]')?.addEventListener('submit', (event) => {
    // One order per tap: a second submit while the first is on its way is dropped.
    const form = event.currentTarget as HTMLFormElement;
    if (form.dataset.sent) {
      event.preventDefault();
      return;
    }
    form.dataset.sent = '1';
    try {
      sessionStorage.setItem(OPEN_FLAG, '1');
    } catch {
      // without sessionStorage the customer taps 'Abrir WhatsApp'
    }
  });
}

function orderPage(): void {
  const link = document.querySelector<HTMLAnchorElement>('a[data-whatsapp]');
  if (!link) return;
  try {
    if (sessionStorage.getItem(OPEN_FLAG)) {
      sessionStorage.removeItem(OPEN_FLAG);
      // A navigation, not window.open: Safari blocks a window opened after the order's round trip. After
      // the load event: a navigation during load replaces this page in the history, and back from
      // WhatsApp would land on the (now empty) cart instead of the order.
      const open = () => setTimeout(() => (location.href = link.href), 0);
      if (document.readyState === 'complete') open();
      else addEventListener('load', open, { once: true });
    }
  } catch {
    // the link stays for the customer to tap
  }
  const copy = document.querySelector<HTMLButtonElement>('[data-copy]');
  const text = copy && document.getElementById(copy.dataset.copy ?? '');
  const status = document.querySelector<HTMLElement>('[data-copy-status]');
  if (!copy || !(text instanceof HTMLTextAreaElement) || !navigator.clipboard) return;
  copy.hidden = false;
  copy.addEventListener('click', () => {
    navigator.clipboard.writeText(text.value).then(
      () => {
        if (status) status.textContent = copy.dataset.copied ?? '';
      },
      () => {
        if (status) status.textContent = copy.dataset.copyFailed ?? '';
        text.select();
      },
    );
  });
}

showCount(load());
steppers();
addToCartForms();
orderForm();
orderPage();
