import { describe, expect, it } from 'vitest';
import {
  RESERVED_LINKS,
  SPEC_RESERVED_LINKS,
  STORE_LINK_MESSAGES,
  isReservedLink,
  linkPrefixMessage,
  normalizeStoreLink,
  validateStoreLink,
} from './store-link';
import { validateStoreProfileLink } from './store-profile-link';

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

  it('8. (ours) refuses the links the profile rule refuses: edge, double and punycode hyphens', () => {
    const message =
      '¡Tu link no puede empezar ni terminar con guion, ni tener dos guiones seguidos!';
    for (const link of [
      'xn--tienda-9za',
      'XN--ABCDE',
      'mi--tienda',
      '-tienda',
      'tienda-',
      '-----',
    ]) {
      expect(validateStoreLink(link), link).toBe(message);
      // The same links the store profile refuses: one rule for a link, whichever screen sets it.
      expect(validateStoreProfileLink(link).ok, link).toBe(false);
    }
    // The spec's rules come first.
    expect(validateStoreLink('www--tienda')).toBe(STORE_LINK_MESSAGES.wwwPrefix);
    expect(validateStoreLink('mi-tienda_-')).toBe(STORE_LINK_MESSAGES.invalidCharacters);
    expect(validateStoreLink('-mi tienda')).toBe(STORE_LINK_MESSAGES.spaces);
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
  it('holds the spec list', () => {
    expect(SPEC_RESERVED_LINKS).toEqual([
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
    for (const link of SPEC_RESERVED_LINKS) expect(RESERVED_LINKS).toContain(link);
    expect(isReservedLink('SHOP')).toBe(true);
    expect(isReservedLink('shops')).toBe(false);
  });

  it('holds the names an attacker would want for phishing (issue 11)', () => {
    for (const link of [
      'login',
      'auth',
      'mail',
      'app',
      'help',
      'status',
      'cdn',
      'static',
      'm',
      'email',
      'smtp',
      'ftp',
      'secure',
      'pay',
      'billing',
      'soporte',
      'ayuda',
      'tienda',
      'pagos',
      'cuenta',
      'ingresar',
    ]) {
      expect(isReservedLink(link), link).toBe(true);
    }
    // every entry is itself a valid profile link shape (lower case, single hyphens) and listed once
    for (const link of RESERVED_LINKS) expect(link).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(new Set(RESERVED_LINKS).size).toBe(RESERVED_LINKS.length);
  });

  it('refuses the phishing names at onboarding', () => {
    for (const link of ['login', 'soporte', 'ayuda', 'tienda', 'pagos', 'cuenta', 'ingresar']) {
      expect(validateStoreLink(link)).toBe(STORE_LINK_MESSAGES.reserved);
    }
    // short ones are refused by the length rule, which comes first
    expect(validateStoreLink('cdn')).toBe(STORE_LINK_MESSAGES.tooShort);
  });
});

describe('helpers', () => {
  it('builds the prefix message and normalises links', () => {
    expect(linkPrefixMessage('www')).toBe('Tu link no puede comenzar con "www".');
    expect(normalizeStoreLink('  Tienda-Ana ')).toBe('tienda-ana');
  });
});

describe('the platform host names (issue 19: the panel lives at panel.{STORE_HOST})', () => {
  const hostNames = ['panel', 'www', 'api', 'admin', 'app', 'static', 'media', 'cdn'];

  it.each(hostNames)('reserves %j', (name) => {
    expect(isReservedLink(name)).toBe(true);
    expect(isReservedLink(name.toUpperCase())).toBe(true);
  });

  it('refuses the long enough ones with the "not available" message at onboarding and profile', () => {
    for (const name of ['panel', 'admin', 'media', 'static']) {
      expect(validateStoreLink(name)).toBe(STORE_LINK_MESSAGES.reserved);
      expect(validateStoreProfileLink(name)).not.toBeNull();
    }
  });
});
