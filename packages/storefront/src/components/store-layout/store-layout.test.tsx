// The store's own look (issue 21): every store looked like nobody's — one accent colour, no description,
// no way to write to the store but placing an order. Before this change the description, the accent
// `<style>` and the footer's WhatsApp link did not exist (these tests failed on the old code; the header's
// picture and name already rendered and are pinned here so they stay).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Document } from '../../document/document';
import { homeMeta } from '../../document/meta';
import { sampleHome, sampleProduct, sampleStore, sampleStyledStore } from '../../fixtures';
import { es } from '../../i18n/es';
import { NotFoundPage } from '../../pages/not-found/not-found-page';
import { ProductPage } from '../../pages/product/product-page';
import { StoreHomePage } from '../../pages/store-home/store-home-page';
import { StoreLayout } from './store-layout';

const assets = { stylesheet: '/assets/s.css', script: null, fonts: null };
const section = (html: string, tag: string) =>
  html.slice(html.indexOf(`<${tag}`), html.indexOf(`</${tag}>`) + tag.length + 3);

describe('StoreLayout header', () => {
  it('carries the store’s picture and name, linking home', () => {
    const header = section(
      renderToStaticMarkup(<StoreLayout store={sampleStyledStore}>x</StoreLayout>),
      'header',
    );
    expect(header).toContain('<a class="sf-brand" href="/">');
    expect(header).toMatch(/<img [^>]*class="sf-logo"/);
    expect(header).toContain(`alt="${es.layout.storePicture('Tienda Lucía')}"`);
    expect(header).toContain('<span>Tienda Lucía</span>');
  });
});

describe('StoreLayout footer', () => {
  it('has a WhatsApp link to the store’s number with a Spanish greeting: a plain link, no script needed', () => {
    const footer = section(
      renderToStaticMarkup(<StoreLayout store={sampleStyledStore}>x</StoreLayout>),
      'footer',
    );
    const link = /<a class="sf-btn sf-btn-w" href="([^"]+)">([^<]+)<\/a>/.exec(footer);
    expect(link?.[2]).toBe(es.layout.contact);
    const url = new URL((link?.[1] ?? '').replace(/&amp;/g, '&'));
    expect(url.origin + url.pathname).toBe('https://wa.me/5491123456789');
    expect(url.searchParams.get('text')).toBe(
      '¡Hola Tienda Lucía! Tengo una consulta sobre la tienda.',
    );
    // Encoded as the order links are: a space is %20, never '+'.
    expect(link?.[1]).toContain('%C2%A1Hola%20Tienda%20Luc%C3%ADa!');
  });

  it('has no WhatsApp button when the store has no number', () => {
    const footer = section(
      renderToStaticMarkup(<StoreLayout store={sampleStore}>x</StoreLayout>),
      'footer',
    );
    expect(footer).not.toContain('wa.me');
    expect(footer).not.toContain(es.layout.contact);
    expect(footer).toContain(es.layout.footer);
  });

  it('shows the button on every page of the store, the not-found page included', () => {
    for (const page of [
      <ProductPage key="p" store={sampleStyledStore} product={sampleProduct} />,
      <NotFoundPage key="n" store={sampleStyledStore} panelUrl="http://localhost:3000" />,
    ]) {
      expect(renderToStaticMarkup(page)).toContain('href="https://wa.me/5491123456789?text=');
    }
  });
});

describe('the store home’s description', () => {
  it('is shown under the store’s name', () => {
    const html = renderToStaticMarkup(<StoreHomePage {...sampleHome} store={sampleStyledStore} />);
    const name = html.indexOf('<h1 class="sf-sr">Tienda Lucía</h1>');
    const line = html.indexOf(`<p class="sf-tagline">${sampleStyledStore.description}</p>`);
    expect(name).toBeGreaterThan(-1);
    expect(line).toBeGreaterThan(name);
  });

  it('leaves no empty paragraph when there is none', () => {
    expect(renderToStaticMarkup(<StoreHomePage {...sampleHome} />)).not.toContain('sf-tagline');
  });
});

describe('the accent colour', () => {
  const page = (accentColor: string | null) =>
    renderToStaticMarkup(
      <Document
        meta={homeMeta({ ...sampleHome, store: { ...sampleStore, accentColor } })}
        siteName="Tienda Lucía"
        assets={assets}
        accentColor={accentColor}
      >
        <p>x</p>
      </Document>,
    );

  it('sets the theme’s custom properties in a <style> after the stylesheet', () => {
    const html = page('#be185d');
    const head = html.slice(0, html.indexOf('</head>'));
    const style = /<style>([^<]*)<\/style>/.exec(head)?.[1] ?? '';
    expect(style).toContain('--sf-color-primary:#be185d;');
    expect(style).toContain('--sf-color-primaryText:#be185d;');
    expect(head.indexOf('<style>')).toBeGreaterThan(head.indexOf('href="/assets/s.css"'));
  });

  it('adds nothing for a store without one, or with one that fails the contrast rule', () => {
    expect(page(null)).not.toContain('<style');
    expect(page('#ffff00')).not.toContain('<style');
  });
});
