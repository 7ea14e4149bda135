import { describe, expect, it } from 'vitest';
import {
  RESERVED_LINK_PREFIXES,
  formatStoreLinkInput,
  validateStoreProfileLink,
} from './store-profile-link';

describe('formatStoreLinkInput', () => {
  it('lower-cases and turns only the first space into a hyphen', () => {
    expect(formatStoreLinkInput('Mi Tienda')).toBe('mi-tienda');
    expect(formatStoreLinkInput('Mi Gran Tienda')).toBe('mi-gran tienda');
    expect(formatStoreLinkInput('TIENDA')).toBe('tienda');
  });
});

describe('validateStoreProfileLink', () => {
  it('accepts lower-case words joined by single hyphens', () => {
    expect(validateStoreProfileLink('tienda-ana-2')).toEqual({ ok: true });
    expect(validateStoreProfileLink('abcde')).toEqual({ ok: true });
  });

  it('sends pattern failures to a toast', () => {
    for (const link of [
      '',
      'Tienda',
      'mi tienda',
      '-tienda',
      'tienda-',
      'mi--tienda',
      'mi.tienda',
    ]) {
      expect(validateStoreProfileLink(link)).toEqual({
        ok: false,
        level: 'toast',
        message: 'El link de tienda solo puede contener letras, números y guiones.',
      });
    }
  });

  it('refuses the www prefix on the field', () => {
    expect(RESERVED_LINK_PREFIXES).toEqual(['www']);
    expect(validateStoreProfileLink('wwwtienda')).toEqual({
      ok: false,
      level: 'field',
      message: 'Tu link no puede comenzar con "www".',
    });
  });

  it('uses a given prefix in the message', () => {
    expect(validateStoreProfileLink('shop-ana', { reservedPrefixes: ['shop'] })).toEqual({
      ok: false,
      level: 'field',
      message: 'Tu link no puede comenzar con "shop".',
    });
  });

  it('needs at least 5 characters, as onboarding does (issue 11)', () => {
    for (const link of ['abc', 'abcd', 'a-b', 'm']) {
      expect(validateStoreProfileLink(link)).toEqual({
        ok: false,
        level: 'field',
        message: '¡Tu link debe tener al menos 5 caracteres!',
      });
    }
    expect(validateStoreProfileLink('ab-cd')).toEqual({ ok: true });
  });

  it('refuses the reserved links on the field, the phishing names included', () => {
    for (const link of [
      'admin',
      'store',
      'login',
      'soporte',
      'ayuda',
      'tienda',
      'pagos',
      'cuenta',
      'ingresar',
      'billing',
      'secure',
      'status',
      'static',
      'email',
    ]) {
      expect(validateStoreProfileLink(link)).toEqual({
        ok: false,
        level: 'field',
        message: 'Este link no está disponible, intenta con uno diferente.',
      });
    }
    // reserved as whole links only: these begin with a reserved word and are fine
    expect(validateStoreProfileLink('apicultura')).toEqual({ ok: true });
    expect(validateStoreProfileLink('postres-ana')).toEqual({ ok: true });
  });
});
