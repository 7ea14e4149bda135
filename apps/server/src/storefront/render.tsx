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
  accentColor: string | null = null,
): string {
  return `<!doctype html>${renderToStaticMarkup(
    <Document meta={meta} siteName={siteName} assets={assets} accentColor={accentColor}>
      {page}
    </Document>,
  )}`;
}
