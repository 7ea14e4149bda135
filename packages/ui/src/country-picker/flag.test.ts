import { describe, expect, it } from 'vitest';
import { flagEmoji } from './flag';

describe('flagEmoji', () => {
  it('builds regional-indicator pairs', () => {
    expect(flagEmoji('VE')).toBe('🇻🇪');
    expect(flagEmoji('us')).toBe('🇺🇸');
  });
  it('is empty for anything but two letters', () => {
    expect(flagEmoji('')).toBe('');
    expect(flagEmoji('USA')).toBe('');
    expect(flagEmoji('1A')).toBe('');
  });
});
