import { describe, expect, it } from 'vitest';
import { greetingName } from './greeting';

describe('greetingName', () => {
  it('takes the first word of the name', () => {
    expect(greetingName('María José Pérez')).toBe('María');
    expect(greetingName('  Luis\tGómez ')).toBe('Luis');
    expect(greetingName('Ana')).toBe('Ana');
  });

  it('is null without a name', () => {
    expect(greetingName('')).toBeNull();
    expect(greetingName('   ')).toBeNull();
    expect(greetingName(null)).toBeNull();
    expect(greetingName(undefined)).toBeNull();
  });
});
