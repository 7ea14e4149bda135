import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES, maskEmail, normalizeEmail, validateEmail } from './email';

describe('validateEmail', () => {
  it('asks for the address when empty or blank', () => {
    expect(validateEmail('')).toBe('Por favor, escribe tu dirección de correo electrónico.');
    expect(validateEmail('   ')).toBe('Por favor, escribe tu dirección de correo electrónico.');
  });

  it('points at the missing @', () => {
    expect(validateEmail('ana.gmail.com')).toBe(
      'Este correo no es válido, olvidaste escribir la arroba (@).',
    );
  });

  it('rejects what fails text@text.text without spaces', () => {
    const message = 'Este correo no es válido, verifica tu dirección de correo electrónico.';
    expect(validateEmail('ana@gmail')).toBe(message);
    expect(validateEmail('@gmail.com')).toBe(message);
    expect(validateEmail('ana@.com')).toBe(message);
    expect(validateEmail('ana@gmail.')).toBe(message);
    expect(validateEmail('ana maria@gmail.com')).toBe(message);
    expect(validateEmail('ana@@gmail.com')).toBe(message);
  });

  it('refuses a space after the domain', () => {
    expect(validateEmail('ana@example.com x')).toBe(EMAIL_MESSAGES.invalid);
  });

  it('checks the rules in order: missing @ wins over the pattern', () => {
    expect(validateEmail('ana maria')).toBe(EMAIL_MESSAGES.missingAt);
  });

  it('accepts ordinary addresses, ignoring surrounding spaces', () => {
    expect(validateEmail('ana@gmail.com')).toBeNull();
    expect(validateEmail('  ana.perez+tienda@mi-correo.com.ve ')).toBeNull();
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Ana@Gmail.COM ')).toBe('ana@gmail.com');
  });
});

describe('maskEmail', () => {
  it('keeps the first character and the domain', () => {
    expect(maskEmail('ana@gmail.com')).toBe('a•••@gmail.com');
    expect(maskEmail('a@x.co')).toBe('a•••@x.co');
    expect(maskEmail('ñandu.perez@correo.com.ar')).toBe('ñ•••@correo.com.ar');
  });

  it('masks a value without an address part whole', () => {
    expect(maskEmail('nobody')).toBe('n•••');
    expect(maskEmail('@x.com')).toBe('@•••');
  });
});
