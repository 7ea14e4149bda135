import { describe, expect, it } from 'vitest';
import {
  ACCENT_MIN_CONTRAST,
  ACCENT_PRESETS,
  contrastRatio,
  DEFAULT_ACCENT_COLOR,
  normalizeHexColor,
  normalizeStoreDescription,
  relativeLuminance,
  storeContactGreeting,
  STORE_LOOK_MESSAGES,
  validateAccentColor,
  validateStoreDescription,
} from './store-look';

// New in issue 21: none of these existed before (the module failed to import on the old code).
describe('normalizeHexColor', () => {
  it('reads #RRGGBB and #RGB in any case, with or without #, as lower-case #rrggbb', () => {
    expect(normalizeHexColor('#1D4ED8')).toBe('#1d4ed8');
    expect(normalizeHexColor(' 1d4ed8 ')).toBe('#1d4ed8');
    expect(normalizeHexColor('#FfF')).toBe('#ffffff');
  });

  it('refuses anything else', () => {
    for (const value of [
      '',
      '#',
      '#12345',
      '#1234567',
      '#GGGGGG',
      'blue',
      'rgb(0,0,0)',
      '##123456',
    ]) {
      expect(normalizeHexColor(value), value).toBeNull();
    }
  });
});

describe('WCAG relative luminance and contrast', () => {
  it('gives 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
  });

  it('gives 21:1 for black on white, 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#1d4ed8', '#1d4ed8')).toBe(1);
  });

  it('matches published ratios with white (WebAIM contrast checker)', () => {
    expect(contrastRatio('#ffff00', '#ffffff')).toBeCloseTo(1.07, 2);
    expect(contrastRatio('#1d4ed8', '#ffffff')).toBeCloseTo(6.7, 1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('uses the 0.04045 threshold of the sRGB curve', () => {
    // Channel 10/255 = 0.0392 is on the linear part, 11/255 = 0.0431 on the curve.
    expect(relativeLuminance('#0a0a0a')).toBeCloseTo(10 / 255 / 12.92, 12);
    expect(relativeLuminance('#0b0b0b')).toBeCloseTo(((11 / 255 + 0.055) / 1.055) ** 2.4, 12);
  });

  it('answers null for a value that is not a colour', () => {
    expect(relativeLuminance('azul')).toBeNull();
    expect(contrastRatio('azul', '#fff')).toBeNull();
  });
});

describe('validateAccentColor', () => {
  it('refuses yellow: white text on it is unreadable', () => {
    expect(validateAccentColor('#FFFF00')).toBe(STORE_LOOK_MESSAGES.colorContrast);
  });

  it('accepts a dark blue', () => {
    expect(validateAccentColor('#1D4ED8')).toBeNull();
  });

  it('draws the line at 4.5:1', () => {
    expect(validateAccentColor('#767676')).toBeNull();
    expect(validateAccentColor('#777777')).toBe(STORE_LOOK_MESSAGES.colorContrast);
  });

  it('asks for a hex colour when it is not one', () => {
    expect(validateAccentColor('rojo')).toBe(STORE_LOOK_MESSAGES.colorFormat);
    expect(validateAccentColor('')).toBe(STORE_LOOK_MESSAGES.colorFormat);
  });

  it('offers only presets that pass, the default among them', () => {
    for (const preset of ACCENT_PRESETS) {
      expect(contrastRatio(preset.color, '#fff'), preset.name).toBeGreaterThanOrEqual(
        ACCENT_MIN_CONTRAST,
      );
      expect(normalizeHexColor(preset.color)).toBe(preset.color);
    }
    expect(ACCENT_PRESETS.map((p) => p.color)).toContain(DEFAULT_ACCENT_COLOR);
    expect(new Set(ACCENT_PRESETS.map((p) => p.color)).size).toBe(ACCENT_PRESETS.length);
  });
});

describe('store description', () => {
  it('is one line: runs of spaces and line breaks become one space, trimmed', () => {
    expect(normalizeStoreDescription('  Mates\n y   bombillas\t')).toBe('Mates y bombillas');
  });

  it('allows 160 characters, counted in code points, and refuses 161', () => {
    expect(validateStoreDescription('a'.repeat(160))).toBeNull();
    expect(validateStoreDescription('🧉'.repeat(160))).toBeNull();
    expect(validateStoreDescription('a'.repeat(161))).toBe(
      'La descripción puede tener hasta 160 caracteres.',
    );
    // Spaces that normalizing removes do not count.
    expect(validateStoreDescription(`${'a'.repeat(160)}   \n`)).toBeNull();
  });
});

describe('storeContactGreeting', () => {
  it('greets the store by name, in Spanish', () => {
    expect(storeContactGreeting('Tienda de Ana')).toBe(
      '¡Hola Tienda de Ana! Tengo una consulta sobre la tienda.',
    );
  });
});
