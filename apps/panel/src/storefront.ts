// The merchant's storefront lives at `{link}.{host}` (spec §1), the host coming from GET /config.

/**
 * Marks the panel's own links to the store ('Ver tienda', 'Ver'): the store does not count that page view,
 * and its script keeps the mark for the tab so its next pages are not counted either (issue 13). The
 * store cannot read the panel's session, so this is the honest signal it gets: a merchant who types the
 * store's address or opens it in another browser is counted like any visitor.
 */
export const FROM_PANEL = 'desde=panel';

/** The storefront URL of a store, or of one of its products when `slug` is given. */
export function storefrontUrl(
  link: string,
  host: string,
  slug?: string,
  options: { fromPanel?: boolean } = {},
): string {
  const base = `${window.location.protocol}//${link}.${host}`;
  const url = slug ? `${base}/${encodeURIComponent(slug)}` : `${base}/`;
  return options.fromPanel ? `${url}?${FROM_PANEL}` : slug ? url : base;
}
