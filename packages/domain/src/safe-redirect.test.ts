import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps paths of the panel, with their query and hash', () => {
    for (const path of [
      '/',
      '/products',
      '/update/12?tab=media#top',
      '/products?q=caf%C3%A9',
      '/products?q=50%25',
    ]) {
      expect(safeRedirect(path)).toBe(path);
    }
  });

  it('refuses other origins, however they are written', () => {
    for (const value of [
      null,
      '',
      'products',
      'https://evil.example',
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      '\\/evil.example',
      '\\\\evil.example',
      '/\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/ /evil.example',
      '/%5Cevil.example',
      '/%5cevil.example',
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '/%252F%252Fevil.example',
      '/%09/evil.example',
    ]) {
      expect(safeRedirect(value), JSON.stringify(value)).toBe('/');
    }
  });
});
