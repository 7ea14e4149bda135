import { displayedRowsText, relativeTime } from '@panel/domain';
import { describe, expect, it } from 'vitest';
import { es } from './es';

type Leaf = { path: string; value: unknown };

function leaves(node: unknown, path = 'es'): Leaf[] {
  if (typeof node === 'string' || typeof node === 'function') return [{ path, value: node }];
  if (Array.isArray(node)) return node.flatMap((item, i) => leaves(item, `${path}[${i}]`));
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    leaves(value, `${path}.${key}`),
  );
}

// Sample arguments for the parameterised texts: numbers and strings by parameter name.
const sample = (fn: (...args: never[]) => unknown) =>
  (fn as (...args: unknown[]) => unknown)(
    ...Array.from({ length: fn.length }, (_, i) => (i === 0 ? 2 : 'x')),
  );

describe('es catalogue', () => {
  const all = leaves(es);

  it('holds only non-empty, trimmed texts without doubled spaces', () => {
    expect(all.length).toBeGreaterThan(250);
    for (const { path, value } of all) {
      const text = typeof value === 'function' ? sample(value as never) : value;
      expect(typeof text, path).toBe('string');
      expect((text as string).trim(), path).toBe(text);
      expect(text, path).not.toBe('');
      expect(text, path).not.toMatch(/ {2}/);
    }
  });

  it('keeps the spec texts exactly (accents, ¡¿, emoji, dots)', () => {
    const exact: Array<[string, string]> = [
      [es.login.title, 'Inicia sesión o crea tu cuenta'],
      [
        es.login.validation.emailMissingAt,
        'Este correo no es válido, olvidaste escribir la arroba (@).',
      ],
      [es.verify.submitting, 'Verificando...'],
      [es.verify.validation.codeIncomplete, '¡Recuerda escribir el código!'],
      [es.verify.toasts.resendSuccess, '🚀 Hemos enviado el nuevo código a tu correo.'],
      [
        es.verify.toasts.resendTooEarly,
        '⏲️ Debes esperar 2 minutos para solicitar un nuevo código.',
      ],
      [es.storeInfo.validation.linkStartsWithWww, 'Tu link no puede comenzar con "www".'],
      [
        es.storeInfo.validation.linkHasSpaces,
        '¡No uses espacios en tu link! Utiliza guiones (-) en su lugar.',
      ],
      [
        es.storeInfo.toasts.linkTaken,
        'Oops! Parece que este link ya está siendo usado por otra tienda.',
      ],
      [es.products.toasts.deleteSuccess, 'El producto se eliminó existosamente.'],
      [es.store.toasts.saved, '¡Listo! 👍'],
      [es.store.toasts.unknown, 'Un extraño error ocurrió. 😵'],
      [es.subscription.title, 'Subscripción'],
      [es.shell.header.subscription, 'Suscripción'],
      [es.shell.header.logout, 'Cerrar Sesión'],
      [es.shell.sidebar.logout, 'Cerrar sesión'],
      [es.subscription.modal.title, '¡Te quedaste sin espacio!'],
      [es.subscription.pro.increase, '+ Aumentar productos'],
      [es.productForm.upload.dropzone, 'Arrastra y suelta acá tus archivos o haz clic aquí'],
      [es.home.placeholder.subtitle, 'A evitar que las PyMEs mueran'],
      [
        es.checkout.defaultMessage.body,
        'Me gustaría confirmar mi pedido de los siguientes productos:',
      ],
      [es.common.soon, 'PRONTO'],
    ];
    for (const [actual, expected] of exact) expect(actual).toBe(expected);
  });

  it('builds the parameterised spec texts', () => {
    expect(es.products.selected(3)).toBe('(3 seleccionados)');
    expect(es.products.pagination.range(11, 20, 42)).toBe('11-20 de 42');
    expect(es.products.pagination.lastPage(42)).toBe('42 de 42');
    expect(es.productForm.descriptionCounter(12, 1500)).toBe('12/1500');
    expect(es.productForm.prices.computedPrice('110.00')).toBe('Precio: $110.00');
    expect(es.subscription.price(25)).toBe('$25/mes');
    expect(es.subscription.price(0)).toBe('$0/mes');
    expect(es.subscription.pro.remaining(3)).toBe('Restan 3 meses');
    expect(es.store.validation.linkForbiddenPrefix('shop')).toBe(
      'Tu link no puede comenzar con "shop".',
    );
    expect(es.store.address('mi-tienda', 'tiendas.com')).toBe('mi-tienda.tiendas.com');
    expect(es.storeInfo.linkSuffix('tiendas.com')).toBe('.tiendas.com');
    expect(es.errors.authBroken('Unauthorized')).toBe('Auth is broken: Unauthorized');
  });

  it('says Hace N segundo/minuto/hora/día(s) with the right plural', () => {
    const { relativeTime } = es.notifications;
    expect(relativeTime.seconds(1)).toBe('Hace 1 segundo');
    expect(relativeTime.seconds(30)).toBe('Hace 30 segundos');
    expect(relativeTime.minutes(1)).toBe('Hace 1 minuto');
    expect(relativeTime.hours(5)).toBe('Hace 5 horas');
    expect(relativeTime.days(1)).toBe('Hace 1 día');
    expect(relativeTime.days(2)).toBe('Hace 2 días');
  });

  it('agrees with the texts @panel/domain builds itself', () => {
    const now = Date.UTC(2026, 10, 22, 12);
    const ago = (seconds: number) => now - seconds * 1000;
    expect(relativeTime(ago(1), now)).toBe(es.notifications.relativeTime.seconds(1));
    expect(relativeTime(ago(180), now)).toBe(es.notifications.relativeTime.minutes(3));
    expect(relativeTime(ago(3_600), now)).toBe(es.notifications.relativeTime.hours(1));
    expect(relativeTime(ago(86_400 * 4), now)).toBe(es.notifications.relativeTime.days(4));
    expect(displayedRowsText(0, 10, 42)).toBe(es.products.pagination.range(1, 10, 42));
    expect(displayedRowsText(4, 10, 42)).toBe(es.products.pagination.lastPage(42));
  });
});
