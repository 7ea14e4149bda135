import type { ReactNode } from 'react';
import type { PageMeta } from '../model';
import { accentStyle } from '../theme/accent';
import { cx } from '../theme/classes';

/** The built stylesheets and script a page links to (hashed names, from the package build). */
export interface StorefrontAssets {
  stylesheet: string | null;
  script: string | null;
  /**
   * The font's stylesheet (Lexend's @font-face). A page with the script leaves it to the script, which
   * links it after the page's load: on a phone's slow network the 21 KB font would otherwise share the
   * connection with the first pictures (the largest paint), and the text reads as well in the system
   * font until it swaps in. Without JavaScript, or on a page without the script, it is linked at once.
   */
  fonts: string | null;
  /**
   * The origin the page's pictures come from (the panel's media route, or a CDN). When it is not the
   * page's own, the page opens the connection to it at once (`preconnect`): on a phone's slow network the
   * first picture (the largest paint) otherwise waits for a new connection after the HTML has arrived.
   */
  mediaOrigin?: string | null;
}

export interface DocumentProps {
  meta: PageMeta;
  /** The store's name, for og:site_name; null on the store-not-found page. */
  siteName: string | null;
  assets: StorefrontAssets;
  /**
   * `<base href>`: the store's origin when the page is served elsewhere (the panel's product preview),
   * so its links and assets still point at the store. Unset on store hosts.
   */
  baseHref?: string;
  /** The store's accent colour (`StoreSummary.accentColor`); null or absent: the theme's own. */
  accentColor?: string | null;
  children: ReactNode;
}

/** JSON for a `<script>` element: `<` escaped so a product name cannot close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The whole HTML document of a store page: `<html lang="es">`, a short `<head>` first (title, description,
 * canonical, the Open Graph and Twitter tags WhatsApp, Instagram and Facebook read for a link preview,
 * JSON-LD), then the page, then the one deferred script (which links the font's stylesheet after the load).
 */
export function Document({
  meta,
  siteName,
  assets,
  baseHref,
  accentColor,
  children,
}: DocumentProps) {
  const accent = accentStyle(accentColor);
  const preconnect =
    assets.mediaOrigin && assets.mediaOrigin !== new URL(meta.url).origin
      ? assets.mediaOrigin
      : null;
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        {baseHref ? <base href={baseHref} /> : null}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        {meta.noindex ? <meta name="robots" content="noindex" /> : null}
        <link rel="canonical" href={meta.url} />
        <meta name="theme-color" content="#ffffff" />
        <link rel="icon" href="data:," />
        {preconnect ? <link rel="preconnect" href={preconnect} /> : null}
        {assets.stylesheet ? <link rel="stylesheet" href={assets.stylesheet} /> : null}
        {assets.fonts && !assets.script ? <link rel="stylesheet" href={assets.fonts} /> : null}
        {assets.fonts && assets.script ? (
          <noscript>
            <link rel="stylesheet" href={assets.fonts} />
          </noscript>
        ) : null}
        {/* After the stylesheet, so the store's colour wins; allowed by its hash in the page's CSP. */}
        {accent ? <style>{accent}</style> : null}
        <meta
          property="og:type"
          content={
            ['Product', 'ProductGroup'].includes(String(meta.jsonLd?.['@type']))
              ? 'product'
              : 'website'
          }
        />
        {siteName ? <meta property="og:site_name" content={siteName} /> : null}
        <meta property="og:locale" content="es_LA" />
        <meta property="og:title" content={meta.title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={meta.url} />
        {meta.image ? (
          <>
            <meta property="og:image" content={meta.image.url} />
            <meta property="og:image:type" content="image/jpeg" />
            <meta property="og:image:width" content={String(meta.image.width)} />
            <meta property="og:image:height" content={String(meta.image.height)} />
          </>
        ) : null}
        <meta name="twitter:card" content={meta.image ? 'summary_large_image' : 'summary'} />
        <meta name="twitter:title" content={meta.title} />
        <meta name="twitter:description" content={meta.description} />
        {meta.image ? <meta name="twitter:image" content={meta.image.url} /> : null}
        {meta.jsonLd ? (
          <script
            type="application/ld+json"
            // Escaped by jsonForScript: a product name cannot close the element.
            dangerouslySetInnerHTML={{ __html: jsonForScript(meta.jsonLd) }}
          />
        ) : null}
      </head>
      <body className={cx.root}>
        {children}
        {assets.script ? (
          <script src={assets.script} defer data-fonts={assets.fonts ?? undefined} />
        ) : null}
      </body>
    </html>
  );
}
