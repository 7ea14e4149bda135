// The merchant's storefront lives at `{link}.{host}` (spec §1), the host coming from GET /config.

/** The storefront URL of a store, or of one of its products when `slug` is given. */
export function storefrontUrl(link: string, host: string, slug?: string): string {
  const base = `${window.location.protocol}//${link}.${host}`;
  return slug ? `${base}/${encodeURIComponent(slug)}` : base;
}
