// Server rendering of a store page: the whole document as a string (react-dom/server, no hydration).
import { Document, type PageMeta, type StorefrontAssets } from '@panel/storefront';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** `<!doctype html>` and the document of a page, in the store's accent colour when it has one. */
export function renderPage(
  page: ReactElement,
  meta: PageMeta,
  siteName: string | null,
  assets: StorefrontAssets,
  options: {
    /** The store's accent colour; null or absent: the theme's own. */
    accentColor?: string | null;
    /** `<base href>` of a page served off the store's host (the panel's preview). */
    baseHref?: string;
  } = {},
): string {
  return `<!doctype html>${renderToStaticMarkup(
    <Document meta={meta} siteName={siteName} assets={assets} {...options}>
      {page}
    </Document>,
  )}`;
}
