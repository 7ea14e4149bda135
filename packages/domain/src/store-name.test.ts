import { describe, expect, it } from 'vitest';
import { validateStoreName } from './store-name';

describe('validateStoreName', () => {
  it('requires a name', () => {
    expect(validateStoreName('')).toBe('¡Uy! Parece que olvidaste agregar el nombre de tu tienda.');
    expect(validateStoreName('   ')).toBe(
      '¡Uy! Parece que olvidaste agregar el nombre de tu tienda.',
    );
  });

  it('needs at least 3 characters, ignoring surrounding spaces', () => {
    expect(validateStoreName('ab')).toBe(
      '¡El nombre de tu tienda debe tener al menos 3 caracteres!',
    );
    expect(validateStoreName('  ab  ')).toBe(
      '¡El nombre de tu tienda debe tener al menos 3 caracteres!',
    );
    expect(validateStoreName('abc')).toBeNull();
    expect(validateStoreName('Ñañá')).toBeNull();
  });

  it('counts an emoji as one character', () => {
    expect(validateStoreName('🌮🌮')).toBe(
      '¡El nombre de tu tienda debe tener al menos 3 caracteres!',
    );
    expect(validateStoreName('🌮🌮🌮')).toBeNull();
  });
});
