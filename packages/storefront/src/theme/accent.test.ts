import { describe, expect, it } from 'vitest';
import { ACCENT_PROPERTIES, accentStyle } from './accent';
import { vars } from './vars.css';

describe('accentStyle', () => {
  it('names the theme contract’s own custom properties', () => {
    for (const [key, property] of Object.entries(ACCENT_PROPERTIES)) {
      expect(vars.color[key as keyof typeof ACCENT_PROPERTIES]).toBe(`var(${property})`);
    }
  });

  it('sets the accent colour on buttons (white text), links and the focus ring', () => {
    const css = accentStyle('#1D4ED8') ?? '';
    expect(css).toMatch(/^:root\{.*\}$/);
    expect(css).toContain('--sf-color-primary:#1d4ed8;');
    expect(css).toContain('--sf-color-onPrimary:#fff;');
    expect(css).toContain('--sf-color-primaryText:#1d4ed8;');
    expect(css).toContain('--sf-color-focusRing:#1d4ed8}');
  });

  it('leaves the theme alone without a colour, or with one white text cannot be read on', () => {
    expect(accentStyle(null)).toBeNull();
    expect(accentStyle('')).toBeNull();
    expect(accentStyle('#ffff00')).toBeNull();
    expect(accentStyle('red;}body{display:none')).toBeNull();
  });
});
