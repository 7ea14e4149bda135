import { describe, expect, it } from 'vitest';
import { validatePersonalName } from './personal-name';

describe('validatePersonalName', () => {
  it('requires a name, blanks included', () => {
    expect(validatePersonalName('')).toBe('Escribe tu nombre completo.');
    expect(validatePersonalName('  \t ')).toBe('Escribe tu nombre completo.');
  });

  it('accepts any non-blank name', () => {
    expect(validatePersonalName('Ana Pérez')).toBeNull();
    expect(validatePersonalName(' Jo ')).toBeNull();
  });
});
