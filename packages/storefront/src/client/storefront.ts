// The storefront's one script: it only enhances pages that already work without it (forms post, links
// navigate). Vanilla TypeScript, no framework: it must stay far under the 15 KiB gzip budget.
import {
  addToCart,
  CART_COOKIE,
  CART_MAX_AGE,
  cartCount,
  clampQuantity,
  isCartFull,
  parseCart,
  serializeCart,
  type CartEntry,
} from '../cart-cookie';

const STORAGE_KEY = 'panel-carrito';
/**
 * The font's stylesheet, named by this script's element (document/document.tsx). Read while the script
 * runs: `document.currentScript` is null afterwards.
 */
const FONTS = (document.currentScript as HTMLScriptElement | null)?.dataset.fonts;
/** Set in the tab once the font's stylesheet has loaded: the font is then in the cache for its next pages. */
const FONTS_KEY = 'panel-fuente';
/** Set when the order form is sent; the order page then opens WhatsApp once, in this tab. */
const OPEN_FLAG = 'panel-abrir-whatsapp';

/** The tab's random id (sessionStorage: this tab only, gone when it closes; never a cookie). */
const TAB_KEY = 'panel-pestana';
/** Set when the merchant opened this tab from the panel ('Ver tienda'): its pages are not visits. */
const OWNER_KEY = 'panel-desde-panel';
/** The hidden form field that carries the tab's id with the store's form posts. */
const TAB_FIELD = 'pestana';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * This tab's id for the visit counter, made once per tab, or null without sessionStorage (the server then
 * counts the page by itself). The panel's 'Ver tienda' mark (`?desde=panel`) is kept for the tab and
 * taken off the address, so a link copied from here does not carry it.
 */
function visitTab(): { tab: string; owner: boolean } | null {
  const store = session();
  if (!store) return null;
  try {
    const url = new URL(location.href);
    if (url.searchParams.get('desde') === 'panel') {
      store.setItem(OWNER_KEY, '1');
      url.searchParams.delete('desde');
      history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    }
    let tab = store.getItem(TAB_KEY);
    if (!tab) {
      const bytes = crypto.getRandomValues(new Uint8Array(16));
      tab = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
      store.setItem(TAB_KEY, tab);
    }
    return { tab, owner: store.getItem(OWNER_KEY) === '1' };
  } catch {
    return null;
  }
}

/** Tells the store a page was seen or a product added (POST /api/v2/storefront/events). */
function beacon(kind: 'view' | 'cart', visit: { tab: string; owner: boolean } | null): void {
  if (!visit) return;
  void fetch('/api/v2/storefront/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind, tab: visit.tab, ...(visit.owner ? { owner: true } : {}) }),
    credentials: 'omit',
    keepalive: true,
  }).catch(() => undefined);
}

/** The tab's id in the store's forms, so a posted cart or order belongs to this tab's visit. */
function tagForms(visit: { tab: string } | null): void {
  if (!visit) return;
  document.querySelectorAll<HTMLFormElement>('form[method="post" i]').forEach((form) => {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = TAB_FIELD;
    input.value = visit.tab;
    form.append(input);
  });
}

const visit = visitTab();

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
      const data = new FormData(form);
      const productId = String(data.get('productId'));
      // A product with options is added by variant (issue 22); none chosen: the form says what to choose.
      const variantId = data.has('variantId') ? String(data.get('variantId')) : null;
      if (variantId === '') {
        event.preventDefault();
        const choose = form.querySelector<HTMLElement>('[data-choose]');
        if (choose) choose.hidden = false;
        return;
      }
      const cart = load();
      // A full cart: the post goes to the server as without the script, and the cart page says why the
      // product was not added (issue 21).
      if (isCartFull(cart, productId, variantId)) return;
      event.preventDefault();
      const lines = addToCart(cart, productId, clampQuantity(data.get('quantity')), variantId);
      save(lines);
      showCount(lines);
      beacon('cart', visit);
      const status = form.querySelector<HTMLElement>('[data-cart-status]');
      if (status) status.textContent = status.dataset.added ?? '';
    });
  });
}

/** A variant as the product page lists it for this script (product-page.tsx variantsScript). */
interface PageVariant {
  i: string;
  v: string[];
  p: string;
  s: 0 | 1;
  m: [string, string] | null;
}

/**
 * The product page's options (issue 22): a choice finds its variant, whose price, picture and
 * availability the page then shows, and whose id goes into the form and the URL (`?v=`), so a shared
 * link opens it. Without this script the server does the same from the posted choice.
 */
function variantPicker(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-add-to-cart]');
  const json = form?.querySelector('script[data-variants]');
  const hidden = form?.querySelector<HTMLInputElement>('input[name="variantId"]');
  if (!form || !json || !hidden) return;
  const variants = JSON.parse(json.textContent ?? '[]') as PageVariant[];
  const img = document.querySelector<HTMLImageElement>('.sf-gallery > img');
  const first: [string, string] | null = img ? [img.src, img.srcset] : null;
  const show = (): void => {
    const data = new FormData(form);
    const chosen = [0, 1, 2].map((i) => data.get(`opcion${i}`)).filter((v) => v !== null);
    const found = variants.find(
      (v) => v.v.length === chosen.length && v.v.every((value, i) => value === chosen[i]),
    );
    hidden.value = found?.i ?? '';
    // No full combination chosen: the offered variants' price range again.
    const price = document.querySelector<HTMLElement>('[data-price]');
    if (price) price.textContent = found?.p ?? price.dataset.range ?? price.textContent;
    const out = !found || found.s === 1;
    const badge = document.querySelector<HTMLElement>('[data-badge]');
    if (badge) badge.hidden = !found || found.s === 0;
    form.querySelectorAll<HTMLButtonElement>('[data-buy]').forEach((b) => (b.disabled = out));
    const picture = found?.m ?? first;
    if (img && picture) {
      img.src = picture[0];
      if (picture[1]) img.srcset = picture[1];
    }
    const url = new URL(location.href);
    if (found) url.searchParams.set('v', found.i);
    else url.searchParams.delete('v');
    history.replaceState(null, '', url);
  };
  form.addEventListener('change', (event) => {
    if ((event.target as HTMLElement).hasAttribute('data-option')) show();
  });
  // Choices made before this deferred script ran (a slow phone, or restored by the browser's back button)
  // fired no event it heard: shown now, or a sold-out variant kept 'Agregar al carrito' enabled (a flaky
  // variants e2e under load, issue 20).
  const data = new FormData(form);
  if ([0, 1, 2].some((i) => Boolean(data.get(`opcion${i}`)))) show();
}

/** A random idempotency key: 128 bits, hex. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A submit that only prices the cart again ('Aplicar', 'Actualizar total'): never an order. */
const isQuote = (event: Event): boolean =>
  ((event as SubmitEvent).submitter as HTMLButtonElement | null)?.name === 'quote';

/**
 * The cart's figures in place (issue 23): a changed delivery option or payment method, or 'Aplicar', posts
 * the order form to the server's quote (`data-quote`), which answers the parts that depend on the choices
 * (`data-sale-part`: the breakdown, the coupon's reason, a zone's minimum); they replace the page's own.
 * Without this script the same buttons post the form and the server answers the whole cart.
 */
function cartSale(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-quote]');
  const path = form?.dataset.quote;
  if (!form || !path) return;
  form.querySelectorAll<HTMLElement>('[data-requote]').forEach((button) => (button.hidden = true));
  let asked = 0;
  const requote = (): void => {
    const mine = (asked += 1);
    const body = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    fetch(path, { method: 'POST', body, credentials: 'same-origin' })
      .then((res) => (res.ok ? res.text() : Promise.reject(new Error(String(res.status)))))
      .then((html) => {
        if (mine !== asked) return; // a later choice's answer is on its way
        const template = document.createElement('template');
        template.innerHTML = html;
        template.content.querySelectorAll<HTMLElement>('[data-sale-part]').forEach((part) => {
          document.querySelector(`[data-sale-part="${part.dataset.salePart}"]`)?.replaceWith(part);
        });
        const coupon = form.querySelector<HTMLInputElement>('input[name="coupon"]');
        const invalid = document.querySelector('[data-sale-part="coupon-status"][data-invalid]');
        if (coupon) {
          if (invalid) coupon.setAttribute('aria-invalid', 'true');
          else coupon.removeAttribute('aria-invalid');
        }
      })
      .catch(() => {
        // The quote did not answer: the form asks the server for the whole cart, as without the script.
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = 'quote';
        input.value = '1';
        form.append(input);
        form.submit();
      });
  };
  form.addEventListener('change', (event) => {
    const name = (event.target as HTMLInputElement).name;
    if (name === 'delivery' || name === 'payment') requote();
  });
  // Enter in the coupon's field applies it (elsewhere Enter places the order: the form's default button).
  form.querySelector('input[name="coupon"]')?.addEventListener('keydown', (event) => {
    if ((event as KeyboardEvent).key !== 'Enter') return;
    event.preventDefault();
    requote();
  });
  form.addEventListener('submit', (event) => {
    if (!isQuote(event)) return;
    event.preventDefault();
    requote();
  });
}

function orderForm(): void {
  document.querySelector('form[data-order-form]')?.addEventListener('submit', (event) => {
    if (isQuote(event)) return;
    // One order per tap: a second submit while the first is on its way is dropped.
    const form = event.currentTarget as HTMLFormElement;
    if (form.dataset.sent) {
      event.preventDefault();
      return;
    }
    form.dataset.sent = '1';
    // The attempt's idempotency key: the server renders one into the form; a form without it (a page
    // kept from an older build) gets one here, kept for the retries of this submit.
    const key = form.querySelector<HTMLInputElement>('input[name="clave"]');
    if (!key) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = 'clave';
      input.value = randomKey();
      form.append(input);
    }
    try {
      sessionStorage.setItem(OPEN_FLAG, '1');
    } catch {
      // without sessionStorage the customer taps 'Abrir WhatsApp'
    }
  });
}

/**
 * '¿Pudiste enviar tu pedido por WhatsApp?' (issue 23): shown when the customer comes back to this order's
 * tab (visibilitychange, or a page restored from the back-forward cache) without having opened WhatsApp
 * from it; opening it is remembered per order for the tab (sessionStorage).
 */
function askSent(): () => void {
  const ask = document.querySelector<HTMLElement>('[data-ask-sent]');
  const number = document.querySelector<HTMLElement>('[data-order-number]')?.dataset.orderNumber;
  const key = `panel-whatsapp-abierto-${number ?? ''}`;
  const opened = (): void => {
    try {
      session()?.setItem(key, '1');
    } catch {
      // without sessionStorage the question is never asked
    }
  };
  if (!ask || !number) return opened;
  document
    .querySelectorAll('a[data-whatsapp], a[data-whatsapp-again]')
    .forEach((link) => link.addEventListener('click', opened));
  const back = (): void => {
    // Without sessionStorage it is unknown whether WhatsApp was opened: not asked.
    let seen: string | null = '1';
    try {
      const store = session();
      if (store) seen = store.getItem(key);
    } catch {
      // unknown: not asked
    }
    if (seen === null) ask.hidden = false;
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') back();
  });
  addEventListener('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted) back();
  });
  return opened;
}

/** The payment values' copy buttons ('Copiar alias', 'Copiar código Pix'…), shown when the browser can copy. */
function copyValues(): void {
  const status = document.querySelector<HTMLElement>('[data-copy-value-status]');
  if (!navigator.clipboard) return;
  document.querySelectorAll<HTMLButtonElement>('[data-copy-value]').forEach((button) => {
    const source = document.getElementById(button.dataset.copyValue ?? '');
    if (!source) return;
    button.hidden = false;
    button.addEventListener('click', () => {
      const text =
        source instanceof HTMLTextAreaElement ? source.value : (source.textContent ?? '');
      navigator.clipboard.writeText(text).then(
        () => {
          if (status) status.textContent = button.dataset.copied ?? '';
        },
        () => {
          if (status) status.textContent = button.dataset.copyFailed ?? '';
          getSelection()?.selectAllChildren(source);
        },
      );
    });
  });
}

function orderPage(): void {
  const link = document.querySelector<HTMLAnchorElement>('a[data-whatsapp]');
  if (!link) return;
  const opened = askSent();
  copyValues();
  try {
    if (sessionStorage.getItem(OPEN_FLAG)) {
      sessionStorage.removeItem(OPEN_FLAG);
      opened();
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

/**
 * Runs `send` once the page has loaded (its first screen's pictures in), or as the visitor leaves before
 * that: on a slow network the page view's call must not take a share of the line from those pictures.
 */
function afterLoad(send: () => void): void {
  let sent = false;
  const once = () => {
    if (sent) return;
    sent = true;
    send();
  };
  if (document.readyState === 'complete') return once();
  addEventListener('load', () => setTimeout(once), { once: true });
  addEventListener('pagehide', once, { once: true });
}

/**
 * Links the font's stylesheet. On the tab's first page, after the page's load: the first screen's
 * pictures had the phone's connection to themselves, and the text, drawn in the system font meanwhile,
 * swaps to Lexend. On its next pages the font is in the cache, so at once, and the text does not flash
 * from one font to the other on every page.
 */
function linkFonts(): void {
  if (!FONTS) return;
  const link = (): void => {
    const element = document.createElement('link');
    element.rel = 'stylesheet';
    element.href = FONTS;
    element.addEventListener('load', () => {
      try {
        session()?.setItem(FONTS_KEY, '1');
      } catch {
        // Storage full or refused: the next page waits for its load again.
      }
    });
    document.head.append(element);
  };
  let cached = false;
  try {
    cached = session()?.getItem(FONTS_KEY) === '1';
  } catch {
    cached = false;
  }
  if (cached) link();
  else afterLoad(link);
}

showCount(load());
afterLoad(() => beacon('view', visit));
linkFonts();
tagForms(visit);
steppers();
addToCartForms();
variantPicker();
cartSale();
orderForm();
orderPage();
