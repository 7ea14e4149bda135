// The merchant's storefront lives at `{link}.{host}` (spec §1), the host coming from GET /config.
import { createContext, useCallback, useContext } from 'react';

/**
 * Marks the panel's own links to the store ('Ver tienda', 'Ver'): the store does not count that page view,
 * and its script keeps the mark for the tab so its next pages are not counted either (issue 13). The
 * store cannot read the panel's session, so this is the honest signal it gets: a merchant who types the
 * store's address or opens it in another browser is counted like any visitor.
 */
export const FROM_PANEL = 'desde=panel';

const PageProtocol = createContext<string | undefined>(undefined);

/**
 * The panel page's protocol ('https:') where there is no `window.location`: the server's render
 * (entry-server.tsx) gives its public URL's, the one the browser then hydrates the links with.
 */
export const PageProtocolProvider = PageProtocol.Provider;

/** The storefront URL of a store, or of one of its products when `slug` is given. */
export type StorefrontUrl = (
  link: string,
  host: string,
  slug?: string,
  options?: { fromPanel?: boolean },
) => string;

/** {@link StorefrontUrl} on the panel page's protocol (a store is on the same scheme as the panel). */
export function useStorefrontUrl(): StorefrontUrl {
  const protocol = useContext(PageProtocol) ?? window.location.protocol;
  return useCallback(
    (link, host, slug, options = {}) => {
      const base = `${protocol}//${link}.${host}`;
      const url = slug ? `${base}/${encodeURIComponent(slug)}` : `${base}/`;
      return options.fromPanel ? `${url}?${FROM_PANEL}` : slug ? url : base;
    },
    [protocol],
  );
}

/**
 * The merchant's preview of a product customers cannot see (a draft or hidden one): a page of the panel's
 * own host, where the session is (apps/server/src/storefront/preview.ts), with a banner saying why.
 */
export const productPreviewPath = (id: string) => `/vista-previa/${encodeURIComponent(id)}`;
