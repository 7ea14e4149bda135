// The store a Host header names: `{link}.{STORE_HOST}` only (pure rules, no database).
import { describe, expect, it } from 'vitest';
import { linkFromHost, storeOrigin } from '../src/orders/index.js';

describe('linkFromHost', () => {
  it('reads the link of {link}.{storeHost}, without case, with the store host’s port', () => {
    expect(linkFromHost('ana.localhost:3000', 'localhost:3000')).toBe('ana');
    expect(linkFromHost('Dulces-Ana.LocalHost:3000', 'localhost:3000')).toBe('dulces-ana');
    expect(linkFromHost('ana.tiendas.example.com', 'tiendas.example.com')).toBe('ana');
    expect(linkFromHost('ana.tiendas.example.com.', 'tiendas.example.com')).toBe('ana');
    expect(linkFromHost('ana.Tiendas.Example.com', 'TIENDAS.example.com')).toBe('ana');
    // Blanks around either name, and a one-letter label (host.ts: the trim dropped, or the label's
    // optional tail made required, failed here).
    expect(linkFromHost(' ana.localhost:3000 ', ' localhost:3000 ')).toBe('ana');
    expect(linkFromHost('a.localhost:3000', 'localhost:3000')).toBe('a');
  });

  it('accepts the default ports only when the store host has no port', () => {
    expect(linkFromHost('ana.tiendas.example.com:443', 'tiendas.example.com')).toBe('ana');
    expect(linkFromHost('ana.tiendas.example.com:80', 'tiendas.example.com')).toBe('ana');
    expect(linkFromHost('ana.tiendas.example.com:8080', 'tiendas.example.com')).toBeNull();
    expect(linkFromHost('ana.localhost', 'localhost:3000')).toBeNull();
    expect(linkFromHost('ana.localhost:3001', 'localhost:3000')).toBeNull();
  });

  it('refuses the store host itself, nested subdomains, look-alikes and junk', () => {
    for (const host of [
      undefined,
      '',
      'localhost:3000',
      '.localhost:3000',
      'a.ana.localhost:3000',
      'analocalhost:3000',
      'ana.localhost.evil.com:3000',
      '-ana.localhost:3000',
      'ana-.localhost:3000',
      'an_a.localhost:3000',
      `${'a'.repeat(64)}.localhost:3000`,
      'ana.localhost:3000:3000',
      '[::1]:3000',
      // No pattern matches across a line break: read as a name, never a throw (host.ts's `match?.`
      // made `match.` threw here).
      'ana\n.localhost:3000',
      'ana.localhost\n:3000',
    ]) {
      expect(linkFromHost(host, 'localhost:3000'), String(host)).toBeNull();
    }
    expect(linkFromHost(`${'a'.repeat(63)}.localhost:3000`, 'localhost:3000')).toBe('a'.repeat(63));
  });
});

describe('storeOrigin', () => {
  it('is the store’s own origin', () => {
    expect(storeOrigin('http', 'Ana', 'localhost:3000')).toBe('http://ana.localhost:3000');
    expect(storeOrigin('https', 'ana', 'tiendas.example.com')).toBe(
      'https://ana.tiendas.example.com',
    );
  });
});
