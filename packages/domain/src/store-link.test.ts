import { describe, expect, it } from 'vitest';
import {
  RESERVED_LINKS,
  STORE_LINK_MESSAGES,
  isReservedLink,
  linkPrefixMessage,
  normalizeStoreLink,
  validateStoreLink,
} from './store-link';

describe('validateStoreLink (onboarding)', () => {
  it('1. requires a link', () => {
    expect(validateStoreLink('')).toBe('¡No olvides ingresar el link de tu tienda!');
    expect(validateStoreLink('   ')).toBe('¡No olvides ingresar el link de tu tienda!');
  });

  it('2. needs at least 5 characters', () => {
    expect(validateStoreLink('abcd')).toBe('¡Tu link debe tener al menos 5 caracteres!');
    expect(validateStoreLink('abcde')).toBeNull();
  });

  it('3. refuses a www start, in any case', () => {
    expect(validateStoreLink('wwwtienda')).toBe('Tu link no puede comenzar con "www".');
    expect(validateStoreLink('WWW-tienda')).toBe('Tu link no puede comenzar con "www".');
  });

  it('4. refuses the reserved words', () => {
    for (const link of ['storesdev', 'posdev', 'accounts', 'dashboard', 'panel', 'stores']) {
      expect(validateStoreLink(link)).toBe(
        'Este link no está disponible, intenta con uno diferente.',
      );
    }
    expect(validateStoreLink('Admin')).toBe(
      // 'Admin' is 5 characters, so it reaches the reserved check
      'Este link no está disponible, intenta con uno diferente.',
    );
    // short reserved words are already caught by the length rule, which comes first
    expect(validateStoreLink('api')).toBe('¡Tu link debe tener al menos 5 caracteres!');
  });

  it('5. refuses spaces', () => {
    expect(validateStoreLink('mi tienda')).toBe(
      '¡No uses espacios en tu link! Utiliza guiones (-) en su lugar.',
    );
  });

  it('6. refuses dots, with our wording of the message', () => {
    expect(validateStoreLink('mi.tienda')).toBe(
      '¡No uses puntos en tu link! Utiliza guiones (-) en su lugar.',
    );
  });

  it('7. allows only letters, digits and hyphens', () => {
    const message = '¡Solo puedes usar letras, números y guiones en tu link!';
    expect(validateStoreLink('tienda_ana')).toBe(message);
    expect(validateStoreLink('pañalera')).toBe(message);
    expect(validateStoreLink('tienda!')).toBe(message);
    expect(validateStoreLink('Tienda-Ana-2')).toBeNull();
  });

  it('checks in the spec order', () => {
    // www start beats spaces, dots and characters
    expect(validateStoreLink('www. tienda_')).toBe(STORE_LINK_MESSAGES.wwwPrefix);
    // spaces beat dots
    expect(validateStoreLink('mi tienda.com')).toBe(STORE_LINK_MESSAGES.spaces);
    // dots beat other characters
    expect(validateStoreLink('mi.tienda_')).toBe(STORE_LINK_MESSAGES.dots);
  });
});

describe('RESERVED_LINKS', () => {
  it('is the spec list', () => {
    expect(RESERVED_LINKS).toEqual([
      'storesdev',
      'pos',
      'posdev',
      'accounts',
      'web',
      'dashboard',
      'panel',
      'stores',
      'www',
      'api',
      'blog',
      'shop',
      'cart',
      'store',
      'support',
      'account',
      'offers',
      'mobile',
      'admin',
    ]);
    expect(isReservedLink('SHOP')).toBe(true);
    expect(isReservedLink('shops')).toBe(false);
  });
});

describe('helpers', () => {
  it('builds the prefix message and normalises links', () => {
    expect(linkPrefixMessage('www')).toBe('Tu link no puede comenzar con "www".');
    expect(normalizeStoreLink('  Tienda-Ana ')).toBe('tienda-ana');
  });
});
